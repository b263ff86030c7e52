import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import 'dayjs/locale/en';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../i18n/en';
import { tr } from '../i18n/tr';
import { storage, storageKeys } from './storage';

export const languages = ['tr', 'en'] as const;
export type Language = (typeof languages)[number];

function storedLanguage(): Language {
  const value = storage.get(storageKeys.language);
  return value === 'en' ? 'en' : 'tr';
}

function applyLanguage(language: string) {
  dayjs.locale(language === 'en' ? 'en' : 'tr');
  document.documentElement.lang = language;
}

const initialLanguage = storedLanguage();
applyLanguage(initialLanguage);

void i18n.use(initReactI18next).init({
  resources: { tr: { translation: tr }, en: { translation: en } },
  lng: initialLanguage,
  fallbackLng: 'tr',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

i18n.on('languageChanged', applyLanguage);

export function changeLanguage(language: Language): void {
  storage.set(storageKeys.language, language);
  void i18n.changeLanguage(language);
}

export { i18n };
