import React, { useState } from 'react';
import { Platform, Pressable, Text, View } from 'react-native';
import DateTimePicker from '@react-native-community/datetimepicker';

// Opened on demand from a labelled button: rendered only while open. On Android the library shows the system
// dialog; on iOS the wheels that appear below the button announce their own parts. Not reported.
export function DueDate({ date, onChange }: { date: Date; onChange: (d: Date) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <View>
      <Pressable accessibilityRole="button" onPress={() => setOpen(true)}>
        <Text>Due date</Text>
      </Pressable>
      {open && (
        <DateTimePicker
          value={date}
          mode="date"
          display={Platform.OS === 'ios' ? 'spinner' : 'default'}
          onChange={(_, d) => {
            setOpen(false);
            if (d) onChange(d);
          }}
        />
      )}
    </View>
  );
}

// The same, kept in a variable by a ternary.
export function StartTime({ date, show }: { date: Date; show: boolean }) {
  const picker = show ? <DateTimePicker value={date} mode="time" onChange={() => {}} /> : null;
  return <View>{picker}</View>;
}

// Always on screen (an inline calendar), with nothing that names it: reported.
export function Birthday({ date }: { date: Date }) {
  return (
    <View>
      <DateTimePicker value={date} mode="date" display="inline" onChange={() => {}} />
    </View>
  );
}
