// A visible label that marks a field required with an asterisk: screen readers read "star", or nothing.
import React from 'react';
import { Text, TextInput, View } from 'react-native';

function Label({ label, optional }) {
  return (
    <View style={{ flexDirection: 'row' }}>
      <Text>{label}</Text>
      {!optional && <Text style={{ color: 'red' }}>{' *'}</Text>}
    </View>
  );
}

function Field({ title, value, onChangeText }) {
  return <TextInput multiline value={value} onChangeText={onChangeText} placeholder={title} />;
}

export function Signup({ form, required, t }) {
  return (
    <View>
      <View>
        <Text>Email *</Text>
        <TextInput multiline value={form.email} />
      </View>
      <View>
        <Text>
          {t('name')}
          {required && '*'}
        </Text>
        <TextInput multiline value={form.name} />
      </View>
      <Label label="City" optional={false} />
      <TextInput multiline value={form.city} />
      <View>
        <Text>{`${t('phone')} *`}</Text>
        <Field title="Phone" value={form.phone} />
      </View>
    </View>
  );
}

// Nothing to report: the field says "required" in words, or may (a name the file cannot read), the asterisk is
// hidden or named, no text field follows it, or the text does not end with an asterisk.
export function Quiet({ form, t, notes }) {
  return (
    <View>
      <View>
        <Text>Email *</Text>
        <TextInput multiline value={form.email} accessibilityLabel="Email, required" keyboardType="email-address" />
      </View>
      <View>
        <Text>Name *</Text>
        <TextInput multiline value={form.name} accessibilityLabel={t('name_required')} />
      </View>
      <View>
        <Text>Street</Text>
        <Text aria-hidden>*</Text>
        <TextInput multiline value={form.street} accessibilityLabel="Street, required" />
      </View>
      <View>
        <Text accessibilityLabel="Zip code, required">Zip *</Text>
        <TextInput multiline value={form.zip} accessibilityLabel="Zip code" keyboardType="number-pad" />
      </View>
      <View>
        <TextInput multiline value={form.note} accessibilityLabel="Note" />
        <Text>* Saved with your order</Text>
        <Text>Total: {2 * form.count}</Text>
      </View>
      <Text>{notes} *</Text>
    </View>
  );
}

export function Footnote() {
  return (
    <View>
      <Label label="Prices" optional={false} />
      <Text>Prices include tax *</Text>
    </View>
  );
}
