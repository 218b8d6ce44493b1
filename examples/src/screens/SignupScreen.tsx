import React from 'react';
import { Pressable, ScrollView, StyleSheet, Text, TextInput } from 'react-native';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../components/FormField';

export type SignupValues = {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone: string;
};

type SignupScreenProps = {
  onSubmit: (values: SignupValues) => void;
};

const defaultValues: SignupValues = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
};

export function SignupScreen({ onSubmit }: SignupScreenProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, formState, setFocus } = useForm<SignupValues>({ defaultValues });

  return (
    <ScrollView contentContainerStyle={styles.container} keyboardShouldPersistTaps="handled">
      <Text accessibilityRole="header" style={styles.title}>
        {t('signup.title')}
      </Text>
      <Controller
        control={control}
        name="name"
        rules={{ required: true }}
        render={({ field }) => (
          <FormField label={t('signup.name')} autoComplete="name" value={field.value} onChangeText={field.onChange} onBlur={field.onBlur} returnKeyType="next" onSubmitEditing={() => setFocus('email')} />
        )}
      />
      <Controller
        control={control}
        name="email"
        rules={{ required: true, pattern: /\S+@\S+\.\S+/ }}
        render={({ field }) => (
          <FormField
            label={t('signup.email')}
            autoCapitalize="none"
            keyboardType="email-address"
            error={formState.errors.email ? 'Enter a valid email address' : undefined}
            value={field.value}
            onChangeText={field.onChange}
            onBlur={field.onBlur} returnKeyType="next" onSubmitEditing={() => setFocus('password')}
          />
        )}
      />
      <Text style={styles.label}>Password*</Text>
      <Controller
        control={control}
        name="password"
        rules={{ required: true, minLength: 8 }}
        render={({ field }) => (
          <TextInput
            accessibilityLabel="Password*"
            ref={field.ref}
            secureTextEntry autoComplete="new-password"
            returnKeyType="next" onSubmitEditing={() => setFocus('confirmPassword')}
            value={field.value}
            onChangeText={field.onChange} onBlur={field.onBlur}
            style={styles.input}
          />
        )}
      />
      <Controller
        control={control}
        name="confirmPassword"
        render={({ field }) => (
          <TextInput ref={field.ref} aria-label="Confirm password" secureTextEntry returnKeyType="next" value={field.value} onChangeText={field.onChange} onSubmitEditing={() => setFocus('phone')} style={styles.input} />
        )}
      />
      <Controller
        control={control}
        name="phone"
        render={({ field }) => (
          <TextInput
            accessibilityLabel=""
            placeholder="Phone number"
            keyboardType="phone-pad"
            autoComplete="tel"
            ref={field.ref}
            returnKeyType="done"
            value={field.value}
            onChangeText={field.onChange}
            onSubmitEditing={handleSubmit(onSubmit)}
            style={styles.input}
          />
        )}
      />
      <Pressable accessibilityRole="button" onPress={handleSubmit(onSubmit)} style={styles.button}>
        <Text style={styles.buttonText}>{t('signup.submit')}</Text>
      </Pressable>
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  container: { padding: 24 },
  title: { fontSize: 24, fontWeight: '700', marginBottom: 20 },
  label: { fontSize: 14, fontWeight: '600', marginBottom: 4 },
  input: { borderWidth: 1, borderColor: '#9aa5b1', borderRadius: 8, padding: 12, fontSize: 16, marginBottom: 16 },
  button: { backgroundColor: '#2563eb', borderRadius: 8, paddingVertical: 14, alignItems: 'center' },
  buttonText: { color: '#ffffff', fontSize: 16, fontWeight: '600' },
});
