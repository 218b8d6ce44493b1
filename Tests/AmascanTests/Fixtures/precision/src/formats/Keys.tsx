import React from 'react';
import { TextInput } from 'react-native';

// Translation keys written as a path into a table of keys, or ending in which text of the field they are.
export const Site = ({ i18n, setText }) => (
  <TextInput accessibilityLabel="Site" placeholder={i18n.t(i18n.l.profile.website)} onChangeText={setText} />
);

export const Mail = ({ t, setText }) => (
  <TextInput accessibilityLabel="Mail" placeholder={t('signup.email.placeholder')} onChangeText={setText} />
);

export const Link = ({ i18n, setText }) => (
  <TextInput
    accessibilityLabel="Link"
    placeholder={i18n.t(i18n.l.profile.website)}
    keyboardType="url"
    onChangeText={setText}
  />
);

export const Name = ({ t, setText }) => (
  <TextInput accessibilityLabel="Name" placeholder={t('profile.name.label')} onChangeText={setText} />
);

export const Any = ({ t, keys, setText }) => (
  <TextInput accessibilityLabel="Any" placeholder={t(keys[0])} onChangeText={setText} />
);

// A key whose last segment is the field's title, not which text it is, and a value's property: no format.
export const Bookmark = ({ t, item, setText }) => (
  <TextInput accessibilityLabel="Bookmark" placeholder={t('bookmark.website.title')} onChangeText={setText} />
);

export const Entry = ({ t, item, setText }) => (
  <TextInput accessibilityLabel="Entry" placeholder={t(item.email)} onChangeText={setText} />
);
