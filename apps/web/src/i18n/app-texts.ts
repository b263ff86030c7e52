import { appEn } from './app-en';
import { appTr } from './app-tr';
import { registerLazySections } from './lazy-texts';

// The signed-in app's texts come with its entry (main.tsx), not with the guest pages' catalogue.
registerLazySections({ tr: appTr, en: appEn });
