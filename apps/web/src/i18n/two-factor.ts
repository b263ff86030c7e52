import { registerLazyTexts } from './lazy-texts';
import { twoFactorEn } from './two-factor-en';
import { twoFactorTr } from './two-factor-tr';

// The operator's two-factor texts travel with the code that shows them, off every first load.
registerLazyTexts('twoFactor', { tr: twoFactorTr, en: twoFactorEn });
