import React from 'react';
import { Item } from './Menu';

export const Screen = ({ item }) => <Item item={item} />;
