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

    // The calls that take a current code: each a guess at it, rate limited as the sign-in is.
    const codeCall = <Body, Answer>(summary: string, body: Body, answer: Answer) => ({
      config: authRateLimit(app),
      schema: { tags, security, summary, body, response: { 200: answer }, errors: [400, 409] as const },
      onRequest: app.requireAdmin,
    });

    app.post(
      '/api/super-admin/two-factor/enable',
      codeCall(
        'Kurulumu ilk kodla etkinleştirir; kurtarma kodlarını yalnızca bu kez verir. Önceki oturumlar kapanır: yanıt yeni oturum anahtarını taşır',
        twoFactorCodeInput,
        twoFactorEnabled,
      ),
      async (request) => twoFactor.enableTwoFactor(deps, adminCtx(request), request.body),
    );

    app.post(
      '/api/super-admin/two-factor/disable',
      codeCall(
        'İki adımlı doğrulamayı kapatır: şifre ve doğrulama kodu ya da kurtarma kodu',
        twoFactorDisableInput,
        twoFactorStatus,
      ),
      async (request) => twoFactor.disableTwoFactor(deps, adminCtx(request), request.body),
    );

    app.post(
      '/api/super-admin/two-factor/recovery-codes',
      codeCall(
        'Yeni kurtarma kodları verir (güncel doğrulama koduyla); eskileri geçersiz olur',
        twoFactorCodeInput,
        twoFactorRecoveryCodes,
      ),
      async (request) => twoFactor.regenerateRecoveryCodes(deps, adminCtx(request), request.body),
    );
  };
}
