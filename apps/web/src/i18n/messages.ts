import { i18n } from '../lib/i18n';
import { messagesEn } from './messages-en';
import { messagesTr } from './messages-tr';

const bundles = { tr: messagesTr, en: messagesEn } as const;

/** Adds the screen's texts to a language's catalogue once that catalogue is there. */
function addTo(language: string): void {
  if (language !== 'tr' && language !== 'en') return;
  if (!i18n.hasResourceBundle(language, 'translation')) return;
  if (i18n.getResource(language, 'translation', 'messages')) return;
  i18n.addResourceBundle(language, 'translation', { messages: bundles[language] }, true, false);
}

/*
 * The Mesajlar texts (and the employer's messaging rule in Ayarlar) travel with the code that shows them, off the sign-in page's first load. English
 * arrives only when someone picks it: its texts are added then (never a bare English bundle,
 * which would stop i18n from loading the whole English catalogue).
 */
addTo('tr');
addTo('en');
i18n.store.on('added', (language: string) => addTo(language));
