// A visible label that marks a field required with an asterisk: screen readers read "star", or nothing.
import React from 'react';
import { Text, TextInput, TouchableOpacity, View } from 'react-native';

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

function Caption({ text, required }) {
  return <Text>{text}{required && ' *'}</Text>;
}

// Nothing to report either: the asterisk is read inside a named group or a pressable, its component is given
// values that hide it, it is a price's footnote, a mask, a legend, or it follows its own field.
export function Grouped({ form, onHelp }) {
  return (
    <View>
      <View accessible accessibilityLabel="Email, required">
        <Text>Email *</Text>
      </View>
      <TextInput multiline value={form.email} accessibilityLabel="Your address" />
      <TouchableOpacity accessibilityRole="button" accessibilityLabel="Promo code help" onPress={onHelp}>
        <Text>What is a promo code *</Text>
      </TouchableOpacity>
      <TextInput multiline value={form.promo} accessibilityLabel="Promo code" />
      <Caption text="Notes" required={false} />
      <TextInput multiline value={form.notes} accessibilityLabel="Notes" />
      <View>
        <Text>Total: $42.00*</Text>
        <Text>Current PIN: ****</Text>
        <Text>Required fields are marked *</Text>
        <TextInput multiline value={form.pin} accessibilityLabel="New PIN" />
      </View>
      <View style={{ flexDirection: 'row' }}>
        <TextInput multiline value={form.city} accessibilityLabel="City, required" />
        <Text>*</Text>
      </View>
      <View style={{ flexDirection: 'row' }}>
        <TextInput multiline value={form.apartment} accessibilityLabel="Apartment (optional)" />
      </View>
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
