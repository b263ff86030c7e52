import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addEnglishSource, changeLanguage, i18n } from '../lib/i18n';
import './app-texts';

describe('the signed-in app’s texts', () => {
  // Test files share one i18n here (isolate: false): start from Turkish, and leave it so.
  beforeEach(() => i18n.changeLanguage('tr'));
  afterEach(async () => {
    changeLanguage('tr');
    await i18n.changeLanguage('tr');
  });

  it('switch to English only once the English texts registered with the entry are in', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    addEnglishSource(async () => {
      await gate;
      return { appTextsTest: { hello: 'Hello' } };
    });
    expect(i18n.t('nav.settings')).toBe('Ayarlar');
    changeLanguage('en');
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Still Turkish while a source is on its way: no key shows bare meanwhile.
    expect(i18n.language).toBe('tr');
    release();
    await expect.poll(() => i18n.language).toBe('en');
    // The test's own key is not in the typed catalogue: ask for it through an untyped lookup.
    const lookUp = i18n.t as unknown as (key: string) => string;
    expect(lookUp('appTextsTest.hello')).toBe('Hello');
    // The app's own English (app-en.ts, registered by app-texts.ts) came the same way.
    expect(i18n.t('nav.settings')).toBe('Settings');
  });
});
