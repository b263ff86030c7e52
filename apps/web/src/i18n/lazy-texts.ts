import { i18n } from '../lib/i18n';

type Bundles = { tr: object; en: object };

/**
 * Adds a screen's texts under `key` to each language's catalogue once that catalogue is there, so
 * that they travel with the screen's code, off the sign-in page's first load. English arrives only
 * when someone picks it: its texts are added then (never a bare English bundle, which would stop
 * i18n from loading the whole English catalogue).
 */
export function registerLazyTexts(key: string, bundles: Bundles): void {
  registerLazySections({ tr: { [key]: bundles.tr }, en: { [key]: bundles.en } });
}

/**
 * Like registerLazyTexts, for several top-level sections at once. Without `en`, the English ones
 * come another way (the signed-in app's: app-texts.ts, with the English catalogue).
 */
export function registerLazySections(bundles: { tr: Record<string, object>; en?: Record<string, object> }): void {
  const probe = Object.keys(bundles.tr)[0];
  if (!probe) return;
  const addTo = (language: string) => {
    if (language !== 'tr' && language !== 'en') return;
    const bundle = bundles[language];
    if (!bundle) return;
    if (!i18n.hasResourceBundle(language, 'translation')) return;
    if (i18n.getResource(language, 'translation', probe)) return;
    i18n.addResourceBundle(language, 'translation', bundle, true, false);
  };
  addTo('tr');
  addTo('en');
  i18n.store.on('added', (language: string) => addTo(language));
}
