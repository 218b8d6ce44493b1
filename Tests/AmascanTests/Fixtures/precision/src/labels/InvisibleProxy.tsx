import React from 'react';
import { Animated, StyleSheet, TextInput, View } from 'react-native';
import { makeStyles } from './data';

// A proxy input that only takes the keyboard's digits for an amount drawn elsewhere: its container is transparent
// (`opacity: 0`), so neither VoiceOver nor TalkBack reaches it. No finding.
export function AmountProxy({ value, onChangeText }) {
  return (
    <View style={styles.hidden} pointerEvents="none">
      <TextInput keyboardType="decimal-pad" value={value} onChangeText={onChangeText} style={styles.offscreen} />
    </View>
  );
}

// The same written in place, and with `display: 'none'` in a style array.
export function CodeProxy({ code, onChangeText }) {
  return (
    <>
      <TextInput style={{ position: 'absolute', opacity: 0 }} value={code} onChangeText={onChangeText} />
      <View style={[styles.row, styles.gone]}>
        <TextInput value={code} onChangeText={onChangeText} />
      </View>
    </>
  );
}

// Shown after all: a later style sets the opacity again, or the opacity is not a constant. Reported.
export function ShownField({ value, onChangeText }) {
  return (
    <View style={[styles.hidden, styles.shown]}>
      <TextInput value={value} onChangeText={onChangeText} />
    </View>
  );
}

export function FadingField({ value, onChangeText, fade }) {
  return (
    <Animated.View style={[styles.hidden, { opacity: fade }]}>
      <TextInput value={value} onChangeText={onChangeText} />
    </Animated.View>
  );
}

export function DimmedField({ value, onChangeText }) {
  return <TextInput style={{ opacity: 0.5 }} value={value} onChangeText={onChangeText} />;
}

// A local of the component takes the sheet's name: its `hidden` is not the file's.
export function ThemedField({ value, onChangeText, theme }) {
  const styles = makeStyles(theme);
  return (
    <View style={styles.hidden}>
      <TextInput value={value} onChangeText={onChangeText} />
    </View>
  );
}

const styles = StyleSheet.create({
  hidden: { position: 'absolute', opacity: 0, width: 0, height: 0 },
  offscreen: { position: 'absolute', left: -9999 },
  row: { flexDirection: 'row' },
  gone: { display: 'none' },
  shown: { opacity: 1 },
});
