import React from 'react';
import { TextInput, View } from 'react-native';
import { TransactionErrorBoundary } from './TransactionErrorBoundary';

// An error boundary holds the screen's own content, and shows something else only when rendering fails (as pera
// wallet's send sheet does): what it holds is no error text.
export const SendSheet = ({ account, errorTitle }: { account?: string; errorTitle: string }) => (
  <TransactionErrorBoundary title={errorTitle}>
    {account ? (
      <View>
        <TextInput accessibilityLabel="Amount" keyboardType="decimal-pad" />
      </View>
    ) : (
      <View />
    )}
  </TransactionErrorBoundary>
);
