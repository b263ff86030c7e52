import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../../platform/module.js';
import { platformSettingsRoutes } from './platform-settings.routes.js';
import type { PlatformSettingsDeps } from './platform-settings.service.js';

/** The platform's settings and the sign-in page's slider. */
const platformSettingsPlugin: FastifyPluginAsync = async (app) => {
  const deps: PlatformSettingsDeps = { db: app.deps.database.db };
  await app.register(platformSettingsRoutes(deps));
};

export const platformSettingsModule = defineModule({ name: 'platform-settings', routes: platformSettingsPlugin });

// What the app uses besides: whether the sign-in page shows the default brand.
export { showsDefaultBrand } from './platform-settings.service.js';
