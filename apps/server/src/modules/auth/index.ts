import { defineModule } from '../../platform/module.js';
import { authRoutes } from './auth.routes.js';

/** Registration, sign-in and out, the signed-in person, their profile and password. */
export const authModule = defineModule({ name: 'auth', routes: authRoutes });

// How an e-mail address is compared (the demo's people are found by it).
export { emailKey } from './users.repo.js';
