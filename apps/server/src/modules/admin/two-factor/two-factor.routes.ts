import {
  adminLoginResponse,
  adminTwoFactorLoginInput,
  twoFactorCodeInput,
  twoFactorDisableInput,
  twoFactorEnabled,
  twoFactorRecoveryCodes,
  twoFactorSetup,
  twoFactorStatus,
} from '@vazife/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCtx } from '../../../platform/auth.js';
import { authRateLimit } from '../../../platform/security.js';
import { toAdminPublic } from '../admin.service.js';
import * as twoFactor from './two-factor.service.js';
import type { TwoFactorDeps } from './two-factor.service.js';

/**
 * The operator's two-factor sign-in: its second step, and the operator's own setup of it. Every
 * call that takes a code is rate limited as the sign-in is: each one guesses at a code.
 */
export function twoFactorRoutes(deps: TwoFactorDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['super-admin'];
    const security = [{ operatorBearer: [] }];

    app.post(
      '/api/super-admin/login/two-factor',
      {
        config: authRateLimit(app),
        schema: {
          tags,
          summary:
            'Platform yöneticisi girişinin ikinci adımı: doğrulama kodu ya da kurtarma kodu. Hatalı kodlar hesabın kilidine sayılır (429)',
          security: [],
          body: adminTwoFactorLoginInput,
          response: { 200: adminLoginResponse },
          errors: [401],
        },
      },
      async (request) => {
        const { accessToken, admin } = await twoFactor.finishChallenge(deps, request.body, request.ip);
        return { access_token: accessToken, token_type: 'bearer' as const, admin: toAdminPublic(admin) };
      },
    );

    app.get(
      '/api/super-admin/two-factor',
      {
        schema: { tags, security, summary: 'İki adımlı doğrulamanın durumu', response: { 200: twoFactorStatus } },
        onRequest: app.requireAdmin,
      },
      async (request) => twoFactor.twoFactorStatus(deps, adminCtx(request)),
    );

    app.post(
      '/api/super-admin/two-factor/setup',
      {
        schema: {
          tags,
          security,
          summary:
            'İki adımlı doğrulama kurulumunu başlatır: gizli anahtar ve QR kodu (ilk kod girilene dek etkin değil)',
          response: { 200: twoFactorSetup },
          errors: [409],
        },
        onRequest: app.requireAdmin,
      },
      async (request) => twoFactor.setupTwoFactor(deps, adminCtx(request)),
    );

    app.post(
      '/api/super-admin/two-factor/enable',
      {
        config: authRateLimit(app),
        schema: {
          tags,
          security,
          summary:
            'Kurulumu ilk kodla etkinleştirir; kurtarma kodlarını yalnızca bu kez verir. Önceki oturumlar kapanır: yanıt yeni oturum anahtarını taşır',
          body: twoFactorCodeInput,
          response: { 200: twoFactorEnabled },
          errors: [400, 409],
        },
        onRequest: app.requireAdmin,
      },
      async (request) => twoFactor.enableTwoFactor(deps, adminCtx(request), request.body),
    );

    app.post(
      '/api/super-admin/two-factor/disable',
      {
        config: authRateLimit(app),
        schema: {
          tags,
          security,
          summary: 'İki adımlı doğrulamayı kapatır: şifre ve doğrulama kodu ya da kurtarma kodu',
          body: twoFactorDisableInput,
          response: { 200: twoFactorStatus },
          errors: [400, 409],
        },
        onRequest: app.requireAdmin,
      },
      async (request) => twoFactor.disableTwoFactor(deps, adminCtx(request), request.body),
    );

    app.post(
      '/api/super-admin/two-factor/recovery-codes',
      {
        config: authRateLimit(app),
        schema: {
          tags,
          security,
          summary: 'Yeni kurtarma kodları verir (güncel doğrulama koduyla); eskileri geçersiz olur',
          body: twoFactorCodeInput,
          response: { 200: twoFactorRecoveryCodes },
          errors: [400, 409],
        },
        onRequest: app.requireAdmin,
      },
      async (request) => twoFactor.regenerateRecoveryCodes(deps, adminCtx(request), request.body),
    );
  };
}
