import { defineModule } from '../../platform/module.js';
import { platformSettingsRoutes } from './platform-settings.routes.js';

/** The platform's settings and the sign-in page's slider. */
export const platformSettingsModule = defineModule({ name: 'platform-settings', routes: platformSettingsRoutes });

// What the app uses besides: whether the sign-in page shows the default brand.
export { showsDefaultBrand } from './platform-settings.service.js';
