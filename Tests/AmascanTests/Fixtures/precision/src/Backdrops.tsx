import React, { useRef } from 'react';
import { Keyboard, Modal, Pressable, Text, TextInput, TouchableWithoutFeedback, View } from 'react-native';

// Hidden, and nothing is lost: each action stays within reach.
export function LoginForm({ onSubmit }: { onSubmit: () => void }) {
  const email = useRef<TextInput>(null);
  const blurFields = () => {
    if (email.current) {
      email.current.blur();
    }
  };
  return (
    <TouchableWithoutFeedback accessible={false} onPress={blurFields}>
      <View>
        <TextInput ref={email} accessibilityLabel="Email" />
        <Pressable accessibilityRole="button" onPress={onSubmit}>
          <Text>Log in</Text>
        </Pressable>
      </View>
    </TouchableWithoutFeedback>
  );
}

export const DismissArea = ({ children }: { children: React.ReactNode }) => (
  <TouchableWithoutFeedback accessible={false} onPress={Keyboard.dismiss}>
    <View>{children}</View>
  </TouchableWithoutFeedback>
);

export function CodeBox() {
  const input = useRef<TextInput>(null);
  return (
    <Pressable accessible={false} onPress={() => input.current?.focus()}>
      <TextInput ref={input} accessibilityLabel="Code" />
    </Pressable>
  );
}

export const Inert = ({ onPress }: { onPress: () => void }) => (
  <View pointerEvents="none">
    <Pressable accessible={false} onPress={onPress}>
      <Text>Decoration</Text>
    </Pressable>
  </View>
);

export const Banner = ({ onPress, title }: { onPress: () => void; title: string }) => (
  <Pressable accessible={false} onPress={onPress}>
    <View accessible accessibilityRole="button" accessibilityLabel={title}>
      <Text>{title}</Text>
    </View>
  </Pressable>
);

// The accessible block a render helper returns carries the activation, with a role computed from the props.
export function Notice({ onPress, title, action }: { onPress: () => void; title: string; action?: string }) {
  const renderMainBlock = () => (
    <View accessible accessibilityRole={action ? 'button' : 'text'} accessibilityLabel={title}>
      <Text>{title}</Text>
    </View>
  );
  return (
    <Pressable accessible={false} onPress={onPress}>
      <View>{renderMainBlock()}</View>
    </Pressable>
  );
}

export const Menu = ({ visible, close }: { visible: boolean; close: () => void }) => (
  <Modal transparent visible={visible} onRequestClose={close}>
    <TouchableWithoutFeedback importantForAccessibility="no-hide-descendants" onPress={close}>
      <View />
    </TouchableWithoutFeedback>
  </Modal>
);

// Lost: the only way to buy, hidden; a wrapper around a field whose action is not focusing it.
export const Buy = ({ buy }: { buy: () => void }) => (
  <Pressable accessible={false} onPress={buy}>
    <Text>Buy</Text>
  </Pressable>
);

export function Search({ openFilters }: { openFilters: () => void }) {
  const navigateToFilters = () => {
    openFilters();
  };
  return (
    <Pressable accessible={false} onPress={navigateToFilters}>
      <TextInput accessibilityLabel="Search" />
    </Pressable>
  );
}

// A field drawn by a render prop: what is inside is out of sight, and so is what the hook's handler does. It may
// only focus that field: unknown, so not reported.
export function Field(props: { render: (p: object) => React.ReactNode; label: string }) {
  const { focusInput, inputProps } = useField(props);
  return (
    <Pressable onPress={focusInput} accessible={false}>
      <View>{props.render({ ...inputProps, accessibilityLabel: props.label })}</View>
    </Pressable>
  );
}

// Drawn out of sight too, but the handler is seen to do something else than focusing: lost.
export function Order(props: { renderBody: () => React.ReactNode; order: () => void }) {
  const placeOrder = () => {
    props.order();
  };
  return (
    <Pressable onPress={placeOrder} accessible={false}>
      <View>{props.renderBody()}</View>
    </Pressable>
  );
}

declare function useField(props: object): { focusInput: () => void; inputProps: object };
