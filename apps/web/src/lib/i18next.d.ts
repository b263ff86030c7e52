import 'i18next';
import type { HelpCatalogue } from '../i18n/help-tr';
import type { MessagesCatalogue } from '../i18n/messages-tr';
import type { SubscriptionCatalogue } from '../i18n/subscription-tr';
import type { AppCatalogue } from '../i18n/app-tr';
import type { ConsoleCatalogue } from '../i18n/console-tr';
import type { Catalogue } from '../i18n/tr';
import type { TwoFactorCatalogue } from '../i18n/two-factor-tr';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // Screens whose texts load with their code add their part here (their bundles register it).
    resources: {
      translation: Catalogue &
        AppCatalogue & {
          messages: MessagesCatalogue;
          help: HelpCatalogue;
          subscription: SubscriptionCatalogue;
          console: ConsoleCatalogue;
          twoFactor: TwoFactorCatalogue;
        };
    };
  }
}
