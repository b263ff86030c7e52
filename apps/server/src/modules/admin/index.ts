import { defineModule } from '../../platform/module.js';
import { adminRoutes } from './admin.routes.js';

/** The platform operator's sign-in and console (its figures read across companies). */
export const adminModule = defineModule({ name: 'admin', routes: adminRoutes });

// What `npm run admin` uses: the operator's account.
export { createOrResetAdmin, randomPassword } from './admin.service.js';
