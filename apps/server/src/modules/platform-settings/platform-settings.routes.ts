import { platformSettings, sliderList } from '@vazife/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as settings from './platform-settings.service.js';
import type { PlatformSettingsDeps } from './platform-settings.service.js';

/** The public branding and the sign-in page's slides. */
export function platformSettingsRoutes(deps: PlatformSettingsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/platform/settings',
      {
        schema: {
          tags: ['platform'],
          summary: 'Platform adı, renkleri ve logosu (herkese açık)',
          security: [],
          response: { 200: platformSettings },
        },
      },
      async () => settings.getPlatformSettings(deps),
    );
    app.get(
      '/api/settings/login-slider',
      {
        schema: {
          tags: ['platform'],
          summary: 'Giriş ekranı slaytları (herkese açık)',
          security: [],
          response: { 200: sliderList },
        },
      },
      async () => settings.activeSlides(deps),
    );
  };
}
