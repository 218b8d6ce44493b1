import React from 'react';
import { Switch, Text, TextInput, View } from 'react-native';
import FieldLabel from './FieldLabel';
import TextSetting from './TextSetting';
import ToggleSetting from './ToggleSetting';

export function Profile({ form, required, onChange }) {
  return (
    <View>
      <FieldLabel label="Email" />
      <TextInput value={form.email} accessibilityLabel="Email" keyboardType="email-address" multiline />
      <TextSetting label="Name" optional={!required} value={form.name} onChange={onChange} />
      <TextSetting label="Nickname" optional value={form.nickname} onChange={onChange} />
    </View>
  );
}

// Nothing to report: the asterisk is hidden by the values given, the field says "required", no field is beside,
// the label follows its own field (a switch before it in its row), or the asterisk is not drawn.
export function Quiet({ form }) {
  return (
    <View>
      <FieldLabel label="Notes" optional />
      <TextInput value={form.notes} accessibilityLabel="Notes" multiline />
      <FieldLabel label="City" />
      <TextInput value={form.city} accessibilityLabel="City, required" multiline />
      <View accessible accessibilityLabel="Zip code, required">
        <FieldLabel label="Zip" />
      </View>
      <TextInput value={form.zip} accessibilityLabel="Zip" multiline />
      <View style={{ flexDirection: 'row' }}>
        <Switch value={form.terms} accessibilityLabel="Terms, required" />
        <FieldLabel label="Terms" />
      </View>
      <TextInput value={form.promo} accessibilityLabel="Promo code" multiline />
      <Text style={{ opacity: 0 }}>Street *</Text>
      <TextInput value={form.street} accessibilityLabel="Street" multiline />
    </View>
  );
}

export function Notifications({ settings, onChange }) {
  return <ToggleSetting label="Alerts" optional={false} value={settings.alerts} onChange={onChange} />;
}
