import { registerLazyTexts } from './lazy-texts';
import { subscriptionEn } from './subscription-en';
import { subscriptionTr } from './subscription-tr';

// The subscription screens' texts travel with their code (the overlay, the payment pages, the banner).
registerLazyTexts('subscription', { tr: subscriptionTr, en: subscriptionEn });
