import React from 'react';
import { Text } from 'react-native';

export class TransactionErrorBoundary extends React.Component<{ title: string; children: React.ReactNode }> {
  state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  render() {
    return this.state.hasError ? <Text>{this.props.title}</Text> : this.props.children;
  }
}
