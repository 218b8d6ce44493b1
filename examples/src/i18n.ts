import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

export const resources = {
  en: {
    translation: {
      tabs: {
        login: 'Sign in',
        signup: 'Sign up',
        profile: 'Profile',
        settings: 'Settings',
        ama: 'AMA form',
        chat: 'Chat',
        shop: 'Shop',
        checkout: 'Checkout',
        verify: 'Verify',
      },
      verify: {
        resend: 'Send the code again',
      },
      login: {
        title: 'Welcome back',
        email: 'Email address',
        password: 'Password',
        submit: 'Sign in',
      },
      signup: {
        title: 'Create your account',
        name: 'Full name',
        email: 'Email address',
        submit: 'Create account',
      },
      chat: {
        search: 'Search messages',
        send: 'Send message',
        empty: 'No messages yet',
      },
    },
  },
} as const;

void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});

export { useTranslation };
export default i18n;
