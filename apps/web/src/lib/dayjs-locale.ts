import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import { i18n } from './i18n';

/*
 * Dates in the language of the interface. Imported by the signed-in app's entry (main.tsx), not
 * by lib/i18n.ts: the sign-in page formats no dates and does without dayjs.
 */
function applyDateLanguage(language: string) {
  dayjs.locale(language === 'en' ? 'en' : 'tr');
}

applyDateLanguage(i18n.language);
i18n.on('languageChanged', applyDateLanguage);
