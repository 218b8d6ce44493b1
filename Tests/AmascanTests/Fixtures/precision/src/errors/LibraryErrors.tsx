import React from 'react';
import { Input } from '@rneui/themed';

// React Native Elements' Input draws `errorMessage` as a Text below the field and never gives it to the field.
export function NicknameStep({ errors }) {
  return <Input accessibilityLabel="Nickname" errorMessage={errors.nickname} />;
}

// Attached: the hint says it too.
export function MottoStep({ errors }) {
  return <Input accessibilityLabel="Motto" errorMessage={errors.motto} accessibilityHint={errors.motto} />;
}

// `errorProps` are spread on the error's Text: they may make it a live region.
export function NameStep({ errors }) {
  return (
    <Input
      accessibilityLabel="Name"
      errorMessage={errors.name}
      errorProps={{ accessibilityLiveRegion: 'polite' }}
    />
  );
}

// A string written in the source is an instruction, not an error.
export function CodeStep() {
  return <Input accessibilityLabel="Code" errorMessage="Six digits" />;
}

// A wrapper handing its caller's error to the library input: judged where it is used.
export function CityField({ error }) {
  return <Input accessibilityLabel="City" errorMessage={error} />;
}

export const CityStep = ({ errors }) => <CityField error={errors.city} />;

// A wrapper that passes every prop on to the library input: the call site's message is drawn below the field.
export function PlainField(props) {
  const { icon, ...rest } = props;
  return <Input {...rest} leftIcon={icon} />;
}

export const StreetStep = ({ errors }) => <PlainField accessibilityLabel="Street" errorMessage={errors.street} />;
export const ZipStep = ({ errors }) => (
  <PlainField accessibilityLabel="Zip" errorMessage={errors.zip} accessibilityHint={errors.zip} />
);
export const RegionStep = ({ errors }) => (
  <PlainField accessibilityLabel="Region" errorMessage={errors.region} errorProps={{ accessibilityRole: 'alert' }} />
);

// A wrapper of that wrapper, passing everything on: the same holds at its call sites.
export const AddressField = (props) => <PlainField {...props} />;

export const CountryStep = ({ errors }) => <AddressField accessibilityLabel="Country" errorMessage={errors.country} />;
export const StateStep = ({ errors }) => (
  <AddressField accessibilityLabel="State" errorMessage={errors.state} errorProps={{ accessibilityRole: 'alert' }} />
);

// A check written as a ternary: the message is the error.
export const ZoneStep = ({ zone, isZoneValid }) => (
  <Input accessibilityLabel="Zone" value={zone} errorMessage={isZoneValid ? '' : 'Pick a zone we deliver to'} />
);

// A counter and a translated instruction drawn in the error's place: no error.
export const BioStep = ({ bio }) => (
  <Input accessibilityLabel="Bio" value={bio} errorMessage={`${bio.length}/160`} />
);
export const RulesStep = ({ t }) => <Input accessibilityLabel="Secret" errorMessage={t('signup.secretRules')} />;
