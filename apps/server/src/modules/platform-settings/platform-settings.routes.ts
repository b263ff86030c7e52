import { platformSettings, sliderList } from '@vazife/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as settings from './platform-settings.service.js';

export const platformSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
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
    async () => settings.getPlatformSettings(db),
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
    async () => settings.activeSlides(db),
  );
};
