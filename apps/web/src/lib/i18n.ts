import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { tr, type Catalogue } from '../i18n/tr';
import { storage, storageKeys } from './storage';

export const languages = ['tr', 'en'] as const;
export type Language = (typeof languages)[number];

/*
 * Turkish is the product's language and the fallback, so it ships with the app; English (and
 * dayjs's English names, which dayjs has built in) is fetched only by someone who chose it.
 */
const catalogues: Record<Language, () => Promise<Catalogue>> = {
  tr: () => Promise.resolve(tr),
  en: async () => (await import('../i18n/en')).en,
};

function storedLanguage(): Language {
  const value = storage.get(storageKeys.language);
  return value === 'en' ? 'en' : 'tr';
}

/** Dates follow the language too, in the signed-in app: lib/dayjs-locale.ts (the sign-in page shows none). */
function applyLanguage(language: string) {
  // No document when the build prerenders /login (its HTML says lang="tr" already).
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * English texts of code that is already running but ships no English (the signed-in app's own:
 * i18n/app-texts.ts), fetched with the English catalogue, so that a Turkish first screen does not
 * download them. Each is loaded once.
 */
const englishSources = new Set<() => Promise<Record<string, object>>>();
const loadedEnglishSources = new WeakSet<() => Promise<Record<string, object>>>();

async function addEnglishSources(): Promise<void> {
  await Promise.all(
    [...englishSources]
      .filter((load) => !loadedEnglishSources.has(load))
      .map(async (load) => {
        const texts = await load();
        loadedEnglishSources.add(load);
        i18n.addResourceBundle('en', 'translation', texts, true, false);
      }),
  );
}

/** Registers English texts to fetch with the English catalogue (now, if English is already on). */
export function addEnglishSource(load: () => Promise<Record<string, object>>): void {
  englishSources.add(load);
  if (i18n.hasResourceBundle('en', 'translation')) void addEnglishSources().catch(() => undefined);
}

async function switchLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await catalogues[language]());
  }
  // Read after the await: what the app's entry registered meanwhile comes along.
  if (language === 'en') await addEnglishSources();
  await i18n.changeLanguage(language);
}

applyLanguage('tr');
void i18n.use(initReactI18next).init({
  resources: { tr: { translation: tr } },
  lng: 'tr',
  fallbackLng: 'tr',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
i18n.on('languageChanged', applyLanguage);

/** Settles once the stored language's catalogue is in place; the app renders after it. */
export const i18nReady: Promise<void> = switchLanguage(storedLanguage()).catch(() => undefined);

export function changeLanguage(language: Language): void {
  storage.set(storageKeys.language, language);
  void switchLanguage(language);
}

export { i18n };
