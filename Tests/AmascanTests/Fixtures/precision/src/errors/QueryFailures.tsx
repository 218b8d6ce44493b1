import React from 'react';
import { Text, TextInput, View } from 'react-native';
import { useMutation, useQuery } from '@tanstack/react-query';

// The failure of a query that loads what the screen shows (`useQuery`'s `isError`, `error`): no error of what was
// typed in the amount field beside it.
export function GiftCard({ amount, setAmount, brandId }) {
  const { data, isError: isProviderError } = useQuery({ queryKey: ['brand', brandId], queryFn: () => brandId });
  const { error: rateError } = useQuery({ queryKey: ['rate'], queryFn: () => 1 });
  return (
    <View>
      <TextInput accessibilityLabel="Amount" value={amount} onChangeText={setAmount} keyboardType="decimal-pad" />
      {isProviderError ? <Text>The gift card service is not answering</Text> : null}
      {rateError ? <Text>{String(rateError)}</Text> : null}
      <Text>{data?.name}</Text>
    </View>
  );
}

// The failure of what the user submits (`useMutation`) is the form's error, not read with the field.
export function Redeem({ code, setCode }) {
  const { error: redeemError, mutate } = useMutation({ mutationFn: (value) => value });
  return (
    <View>
      <TextInput accessibilityLabel="Code" value={code} onChangeText={setCode} onSubmitEditing={() => mutate(code)} />
      {redeemError ? <Text>{String(redeemError)}</Text> : null}
    </View>
  );
}
