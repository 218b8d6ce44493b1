import React, { useState } from 'react';
import { Pressable, SafeAreaView, ScrollView, StyleSheet, Text, View } from 'react-native';
import { registerRootComponent } from 'expo';
import { StatusBar } from 'expo-status-bar';
import { AMAProvider } from '@react-native-ama/core';
import { PaperProvider } from 'react-native-paper';
import { useTranslation } from 'react-i18next';
import './i18n';
import { PaperLikeInput } from './components/PaperLikeInput';
import { SearchBar } from './components/SearchBar';
import { AmaFormScreen } from './screens/AmaFormScreen';
import { ChatScreen } from './screens/ChatScreen';
import { CheckoutScreen } from './screens/CheckoutScreen';
import { VerifyScreen } from './screens/VerifyScreen';
import { LoginScreen } from './screens/LoginScreen';
import { SignupScreen } from './screens/SignupScreen';
// @ts-expect-error -- plain JavaScript screen without type declarations
import ProfileScreen from './screens/ProfileScreen';
// @ts-expect-error -- Flow-typed screen without TypeScript declarations
import SettingsScreen from './screens/SettingsScreen.flow';

const SCREENS = ['login', 'signup', 'profile', 'settings', 'ama', 'chat', 'shop', 'checkout', 'verify'] as const;
type ScreenName = (typeof SCREENS)[number];

function renderScreen(screen: ScreenName, goTo: (next: ScreenName) => void) {
  switch (screen) {
    case 'login':
      return <LoginScreen onLogin={() => goTo('profile')} />;
    case 'signup':
      return <SignupScreen onSubmit={() => goTo('login')} />;
    case 'profile':
      return <ProfileScreen initialDisplayName="Ada" inputProps={{ accessibilityLabel: 'Handle' }} />;
    case 'settings':
      return <SettingsScreen userId="user-1" />;
    case 'ama':
      return <AmaFormScreen onSave={async () => goTo('profile')} />;
    case 'chat':
      return <ChatScreen />;
    case 'shop':
      return (
        <ScrollView>
          <SearchBar onSearch={(query) => console.log('search', query)} />
          <PaperLikeInput onApply={(code) => console.log('coupon', code)} />
        </ScrollView>
      );
    case 'checkout':
      return <CheckoutScreen onPay={(card) => console.log('pay with card ending', card.number.slice(-4))} />;
    case 'verify':
      return <VerifyScreen onVerified={() => goTo('profile')} />;
  }
}

export default function App() {
  const { t } = useTranslation();
  const [screen, setScreen] = useState<ScreenName>('login');

  return (
    <AMAProvider>
      <PaperProvider>
        <SafeAreaView style={styles.safeArea}>
          <StatusBar style="dark" />
          <View accessibilityRole="tablist" style={styles.tabs}>
            {SCREENS.map((name) => (
              <Pressable
                key={name}
                accessibilityRole="tab"
                accessibilityState={{ selected: name === screen }}
                onPress={() => setScreen(name)}
                style={[styles.tab, name === screen && styles.tabSelected]}
              >
                <Text style={styles.tabText}>{t(`tabs.${name}`)}</Text>
              </Pressable>
            ))}
          </View>
          <View style={styles.content}>{renderScreen(screen, setScreen)}</View>
        </SafeAreaView>
      </PaperProvider>
    </AMAProvider>
  );
}

const styles = StyleSheet.create({
  safeArea: { flex: 1, backgroundColor: '#ffffff' },
  tabs: { flexDirection: 'row', flexWrap: 'wrap', padding: 8, borderBottomWidth: 1, borderBottomColor: '#e4e7eb' },
  tab: { paddingHorizontal: 10, paddingVertical: 6, borderRadius: 16, margin: 2 },
  tabSelected: { backgroundColor: '#dbeafe' },
  tabText: { fontSize: 14 },
  content: { flex: 1 },
});

registerRootComponent(App);
