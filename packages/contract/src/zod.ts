import { z } from 'zod';

/*
 * Every schema module takes `z` from here, so this runs before the first schema is built, whatever
 * order a bundler puts the modules in.
 *
 * - Zod's own messages in Turkish for anything a schema does not word itself.
 * - In a browser, no generated code: zod probes `new Function` when it builds its first object
 *   schema, and the page's Content-Security-Policy (no 'unsafe-eval') reports that probe as a
 *   violation. Node has no such policy, so the server keeps zod's faster compiled parsers.
 */
z.config({ ...z.locales.tr(), jitless: 'document' in globalThis });

export { z };
