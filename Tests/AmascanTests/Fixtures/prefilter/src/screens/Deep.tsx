import React from 'react';
import { Input } from '../forms';

export function Deep() {
  return <Input placeholder="Phone" />;
}
