import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../../platform/module.js';
import { operatorSettingsRoutes } from './operator.routes.js';
import type { OperatorSettingsDeps } from './operator.service.js';
import { platformSettingsRoutes } from './platform-settings.routes.js';
import type { PlatformSettingsDeps } from './platform-settings.service.js';

/** The platform's settings and the sign-in page's slider: read by anyone, written by the operator. */
const platformSettingsPlugin: FastifyPluginAsync = async (app) => {
  const deps: PlatformSettingsDeps = { db: app.deps.database.db };
  await app.register(platformSettingsRoutes(deps));
  const operatorDeps: OperatorSettingsDeps = {
    ...deps,
    files: app.files,
    log: app.log,
  };
  await app.register(operatorSettingsRoutes(operatorDeps));
};

export const platformSettingsModule = defineModule({ name: 'platform-settings', routes: platformSettingsPlugin });

// What the app uses besides: whether the sign-in page shows the default brand.
export { showsDefaultBrand } from './platform-settings.service.js';

// What the demo writes its support contact and sign-in slide with (apps/server/src/cli/demo-console.ts).
export { platformSettingsSeed } from './platform-settings-seed.service.js';
