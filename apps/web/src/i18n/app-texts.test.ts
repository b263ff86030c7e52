import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../lib/i18n';
import './app-texts';

describe('the signed-in app’s texts', () => {
  afterEach(async () => {
    changeLanguage('tr');
    await i18n.changeLanguage('tr');
  });

  it('are Turkish from the start, and English once someone picks English, fetched with its catalogue', async () => {
    expect(i18n.t('nav.settings')).toBe('Ayarlar');
    // Turkish first: the English texts of the app have not been fetched.
    expect(i18n.getResource('en', 'translation', 'nav.settings')).toBeUndefined();
    changeLanguage('en');
    await expect.poll(() => i18n.language).toBe('en');
    // The language changes only once the app's English texts are in: no key shows bare.
    expect(i18n.t('nav.settings')).toBe('Settings');
    // The guest pages' catalogue came with it.
    expect(i18n.getResource('en', 'translation', 'login')).toBeDefined();
  });
});
