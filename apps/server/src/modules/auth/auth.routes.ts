import {
  changePasswordInput,
  changePasswordResponse,
  currentUserResponse,
  loginInput,
  loginResponse,
  messageResponse,
  registerInput,
  registerResponse,
  updateProfileInput,
  userPublic,
} from '@vazife/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userCtx } from '../../platform/auth.js';
import { authRateLimit } from '../../platform/security.js';
import { toUserPublic } from '../../platform/user-public.js';
import * as auth from './auth.service.js';
import type { AuthDeps } from './auth.service.js';

/** Registration, sign-in and out, the signed-in person, their profile and password. */
export function authRoutes(deps: AuthDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/register',
      {
        config: authRateLimit(app),
        schema: {
          tags: ['auth'],
          summary: 'Kayıt: işveren (isteğe bağlı şirket adıyla) veya şirket koduyla personel',
          security: [],
          body: registerInput,
          response: { 201: registerResponse },
          // A company code of a suspended company; an e-mail already registered.
          errors: [403, 409],
        },
      },
      async (request, reply) => {
        const user = await auth.register(deps, request.body);
        const message = user.is_approved
          ? 'Kayıt başarılı. Giriş yapabilirsiniz.'
          : 'Kayıt başarılı. Hesabınız işveren onayından sonra etkinleşecek.';
        return reply.status(201).send({ message, user: toUserPublic(user), company_id: user.company_id });
      },
    );

    app.post(
      '/api/auth/login',
      {
        config: authRateLimit(app),
        schema: {
          tags: ['auth'],
          summary: 'Giriş',
          security: [],
          body: loginInput,
          response: { 200: loginResponse },
          // Wrong e-mail or password; a staff member of a suspended company.
          errors: [401, 403],
        },
      },
      async (request) => {
        const { accessToken, user } = await auth.login(deps, request.body);
        return { access_token: accessToken, token_type: 'bearer' as const, user: toUserPublic(user) };
      },
    );

    app.get(
      '/api/auth/me',
      {
        schema: {
          tags: ['auth'],
          summary: 'Oturumdaki kullanıcı ve şirketinin adı',
          response: { 200: currentUserResponse },
        },
        onRequest: app.authenticate,
      },
      async (request) => {
        const { user, companyName, rejectedBy } = await auth.currentUserWithCompany(deps, userCtx(request));
        return { ...toUserPublic(user), company_name: companyName, join_rejected_by: rejectedBy };
      },
    );

    app.post(
      '/api/auth/logout',
      {
        // Signing out is always allowed, also once the company's subscription has ended.
        config: { whileExpired: true, budget: 'changes' },
        schema: {
          tags: ['auth'],
          summary: 'Çıkış: yalnızca bu cihazın oturumunu kapatır; diğer cihazlar oturumda kalır',
          response: { 200: messageResponse },
        },
        onRequest: app.authenticate,
      },
      async (request) => {
        await auth.logout(deps, userCtx(request));
        return { message: 'Çıkış yapıldı' };
      },
    );

    app.post(
      '/api/auth/logout-all',
      {
        config: { whileExpired: true, budget: 'changes' },
        schema: {
          tags: ['auth'],
          summary: 'Tüm cihazlardan çıkış: bu kullanıcının bütün oturumlarını kapatır',
          response: { 200: messageResponse },
        },
        onRequest: app.authenticate,
      },
      async (request) => {
        await auth.logoutEverywhere(deps, userCtx(request));
        return { message: 'Tüm cihazlardan çıkış yapıldı' };
      },
    );

    app.put(
      '/api/user/profile',
      {
        config: { budget: 'account' },
        schema: {
          tags: ['auth'],
          summary: 'Profil güncelleme',
          body: updateProfileInput,
          response: { 200: userPublic },
          // The e-mail is someone else's.
          errors: [409],
        },
        onRequest: app.authenticate,
      },
      async (request) => toUserPublic(await auth.updateProfile(deps, userCtx(request), request.body)),
    );

    app.post(
      '/api/user/change-password',
      {
        // A password is a person's safety, not company data: changed also once the subscription has ended.
        config: { ...authRateLimit(app), whileExpired: true, budget: 'account' },
        schema: {
          tags: ['auth'],
          summary: 'Şifre değiştirme; önceki bütün oturumlar kapanır',
          body: changePasswordInput,
          response: { 200: changePasswordResponse },
        },
        onRequest: app.authenticate,
      },
      async (request) => {
        const token = await auth.changePassword(deps, userCtx(request), request.body);
        return { message: 'Şifreniz değiştirildi', access_token: token, token_type: 'bearer' as const };
      },
    );
  };
}
