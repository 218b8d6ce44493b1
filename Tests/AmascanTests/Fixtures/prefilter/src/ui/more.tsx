import React from 'react';
import BaseField from './BaseField';

export const Renamed = (props: { note?: string }) => <BaseField {...props} />;
