/**
 * Said to a device whose session another device ended (`errors.sessionEndedElsewhere`). In a
 * module of its own: the web's shell compares every refusal with it, and importing the whole
 * catalogue (errors.ts) would add 2 kB to the sign-in page's first load.
 */
export const sessionEndedElsewhere = 'Oturumunuz başka bir cihazdan kapatıldı. Lütfen tekrar giriş yapın.';
