import React from 'react';
import { TextInput, View } from 'react-native';

// Components that render each other: a menu of items, an item holding a nested menu. The item's input can never
// be named by its callers: it is reported once, with the places the item is used.
export function Menu({ item }) {
  return <View>{item.nested ? <Menu item={item.nested} /> : <Item item={item} />}</View>;
}

export function Item({ item }) {
  return (
    <View>
      <TextInput value={item.value} placeholder="Name" />
      {item.nested && <Menu item={item.nested} />}
    </View>
  );
}
