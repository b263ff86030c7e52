import { messagesEn } from './messages-en';
import { messagesTr } from './messages-tr';
import { registerLazyTexts } from './lazy-texts';

// The Mesajlar texts (and the employer's messaging rule in Ayarlar) travel with the code that shows them.
registerLazyTexts('messages', { tr: messagesTr, en: messagesEn });
