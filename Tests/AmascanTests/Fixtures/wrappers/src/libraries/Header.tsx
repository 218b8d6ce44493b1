// A header that draws its title and shows a search field only when asked: a call site that does not ask renders
// no field, and the title is the screen's, not the field's label.
import React from 'react';
import { Text, TextInput, View } from 'react-native';

type Props = { title?: string; hasSearch?: boolean; placeholder?: string };

export const Header = ({ title = '', hasSearch = false, ...searchProps }: Props) => (
  <View>
    <Text accessibilityRole="header">{title}</Text>
    {hasSearch && <TextInput {...searchProps} />}
  </View>
);

export const Screens = () => (
  <>
    <Header title="Drafts" />
    <Header title="Threads" hasSearch={false} />
    <Header title="Search" hasSearch placeholder="Search" />
  </>
);
