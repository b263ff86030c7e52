import { consoleEn } from './console-en';
import { consoleTr } from './console-tr';
import { registerLazyTexts } from './lazy-texts';

// The operator console's texts travel with the console's code, off the sign-in page's first load.
registerLazyTexts('console', { tr: consoleTr, en: consoleEn });
