import React, { useMemo, useRef, useState } from 'react';
import { Animated, FlatList, Pressable, StyleSheet, Text, TextInput, View } from 'react-native';
import styled from 'styled-components/native';
import { useTranslation } from 'react-i18next';

type Message = {
  id: string;
  author: string;
  body: string;
};

const AnimatedInput = Animated.createAnimatedComponent(TextInput);

const StyledInput = styled.TextInput`
  padding: 8px;
  margin: 8px 16px;
  border-radius: 8px;
  background-color: #f5f7fa;
`;

export function ChatScreen({ initialMessages = [] }: { initialMessages?: Message[] }) {
  const { t } = useTranslation();
  const [messages, setMessages] = useState<Message[]>(initialMessages);
  const [filter, setFilter] = useState('');
  const [draft, setDraft] = useState('');
  const inputHeight = useRef(new Animated.Value(44)).current;

  const visible = useMemo(
    () => messages.filter((m) => m.body.toLowerCase().includes(filter.toLowerCase())),
    [messages, filter],
  );

  const grow = (focused: boolean) =>
    Animated.timing(inputHeight, { toValue: focused ? 96 : 44, duration: 150, useNativeDriver: false }).start();

  const send = () => {
    if (!draft.trim()) {
      return;
    }
    setMessages((prev) => [...prev, { id: String(Date.now()), author: 'me', body: draft.trim() }]);
    setDraft('');
  };

  return (
    <View style={styles.container}>
      <StyledInput accessibilityLabel={t('chat.search')} value={filter} onChangeText={setFilter} />
      <FlatList
        data={visible}
        keyExtractor={(item) => item.id}
        ListEmptyComponent={<Text style={styles.empty}>{t('chat.empty')}</Text>}
        renderItem={({ item }) => (
          <Text style={styles.message}>
            <Text style={styles.author}>{item.author}: </Text>
            {item.body}
          </Text>
        )}
      />
      <View style={styles.composer}>
        <AnimatedInput placeholder="Message" multiline value={draft} onChangeText={setDraft} onFocus={() => grow(true)} onBlur={() => grow(false)} style={[styles.input, { height: inputHeight }]} />
        <Pressable accessibilityRole="button" accessibilityLabel={t('chat.send')} onPress={send} style={styles.send}>
          <Text style={styles.sendText}>Send</Text>
        </Pressable>
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  container: { flex: 1 },
  empty: { textAlign: 'center', marginTop: 32, color: '#7b8794' },
  message: { paddingHorizontal: 16, paddingVertical: 6, fontSize: 16 },
  author: { fontWeight: '600' },
  composer: { flexDirection: 'row', alignItems: 'flex-end', padding: 8, borderTopWidth: 1, borderTopColor: '#e4e7eb' },
  input: { flex: 1, borderWidth: 1, borderColor: '#9aa5b1', borderRadius: 20, paddingHorizontal: 12, fontSize: 16 },
  send: { marginLeft: 8, height: 40, paddingHorizontal: 16, borderRadius: 20, backgroundColor: '#2563eb', alignItems: 'center', justifyContent: 'center' },
  sendText: { color: '#ffffff', fontSize: 16, fontWeight: '600' },
});
