import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import updateLocale from 'dayjs/plugin/updateLocale';
import { i18n } from './i18n';

/*
 * Dates in the language of the interface. Imported by the signed-in app's entry (main.tsx), not
 * by lib/i18n.ts: the sign-in page formats no dates and does without dayjs.
 */
function applyDateLanguage(language: string) {
  dayjs.locale(language === 'en' ? 'en' : 'tr');
}

/*
 * dayjs's Turkish abbreviates Monday "Pts" (and "Pt" in its shortest form, which Mantine's
 * calendars head their columns with) and Saturday "Cts": Turkish writes "Pzt" and "Cmt", as
 * Intl's tr-TR does. Every short weekday (the header's date, the calendars) takes the same three
 * letters.
 */
export const turkishWeekdaysShort = ['Paz', 'Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt'];
dayjs.extend(updateLocale);
dayjs.updateLocale('tr', { weekdaysShort: turkishWeekdaysShort, weekdaysMin: turkishWeekdaysShort });

applyDateLanguage(i18n.language);
i18n.on('languageChanged', applyDateLanguage);
