import {
  paytrSettings,
  paytrSettingsCreateInput,
  paytrSettingsTestResponse,
  paytrSettingsUpdateInput,
} from '@vazife/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formBodyTypes } from '../../../platform/body-parsers.js';
import type { PaytrDeps } from './paytr-deps.js';
import * as settings from './paytr-settings.service.js';

/** The operator's PayTR settings: every call needs the operator's token. */
export function paytrSettingsRoutes(deps: PaytrDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['super-admin'];
    const security = [{ operatorBearer: [] }];
    app.addHook('onRequest', app.requireAdmin);

    app.get(
      '/api/super-admin/paytr-settings',
      {
        schema: {
          tags,
          security,
          summary: 'PayTR ayarları: mağaza numarası ve anahtarların maskeli son karakterleri (anahtarlar asla)',
          response: { 200: paytrSettings },
        },
      },
      async () => settings.getSettings(deps),
    );

    app.post(
      '/api/super-admin/paytr-settings',
      {
        schema: {
          tags,
          security,
          summary: 'PayTR ayarlarının ilk kaydı (anahtar ve gizli anahtar şifreli saklanır); kayıt varsa 409',
          consumes: formBodyTypes,
          body: paytrSettingsCreateInput,
          response: { 201: paytrSettings },
          errors: [409],
        },
      },
      async (request, reply) => reply.status(201).send(await settings.createSettings(deps, request.body)),
    );

    app.put(
      '/api/super-admin/paytr-settings',
      {
        schema: {
          tags,
          security,
          summary: 'PayTR ayarlarını günceller; boş bırakılan anahtar ve gizli anahtar olduğu gibi kalır',
          consumes: formBodyTypes,
          body: paytrSettingsUpdateInput,
          response: { 200: paytrSettings },
          errors: [404],
        },
      },
      async (request) => settings.updateSettings(deps, request.body),
    );

    app.post(
      '/api/super-admin/paytr-settings/test',
      {
        schema: {
          tags,
          security,
          summary: 'Kayıtlı bilgilerle PayTR’ye gerçek bir ödeme anahtarı isteği (küçük bir test siparişi)',
          response: { 200: paytrSettingsTestResponse },
        },
      },
      async () => settings.testSettings(deps),
    );
  };
}
