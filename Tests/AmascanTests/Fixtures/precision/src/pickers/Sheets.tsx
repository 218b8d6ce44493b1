import React from 'react';
import { FlatList, Pressable, Text, View } from 'react-native';

export function OptionSheet({ options, confirm }) {
  return (
    <FlatList
      data={options}
      renderItem={({ item }) => (
        <Pressable accessibilityRole="menuitem" onPress={() => confirm(item)}>
          <Text>{item}</Text>
        </Pressable>
      )}
    />
  );
}

export function DatePicker({ isVisible, onDatePicked }) {
  return isVisible ? (
    <View>
      <Pressable accessibilityRole="button" onPress={() => onDatePicked(new Date())}>
        <Text>Today</Text>
      </Pressable>
    </View>
  ) : null;
}
