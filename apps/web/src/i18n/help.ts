import { helpEn } from './help-en';
import { helpTr } from './help-tr';
import { registerLazyTexts } from './lazy-texts';

// The help page's texts travel with the page.
registerLazyTexts('help', { tr: helpTr, en: helpEn });
