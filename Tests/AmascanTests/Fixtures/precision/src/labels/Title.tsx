import React from 'react';
import { BaseText } from './BaseText';

// A title over the base text: a Text two components down.
export const Title = (props) => (
  <BaseText {...props} weight="bold">
    {props.children}
  </BaseText>
);
