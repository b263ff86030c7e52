import { addEnglishSource } from '../lib/i18n';
import { appTr } from './app-tr';
import { registerLazySections } from './lazy-texts';

// The signed-in app's texts come with its entry (main.tsx), not with the guest pages' catalogue;
// their English only with the English catalogue, for someone who chose it (lib/i18n.ts): the
// Turkish first screen does not download it.
registerLazySections({ tr: appTr });
addEnglishSource(async () => (await import('./app-en')).appEn);
