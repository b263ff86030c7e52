import {
  announcement,
  announcementIdParams,
  announcementList,
  announcementListQuery,
  announcementReadResponse,
  announcementReads,
  createAnnouncementInput,
  createAnnouncementResponse,
  messageResponse,
} from '@vazife/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberCtx } from '../../platform/auth.js';
import { fileField } from '../../platform/uploads.js';
import * as announcements from './announcements.service.js';
import type { AnnouncementsDeps } from './announcements.service.js';

/** Announcements: the employer and managers publish; every member reads; their creator or the employer deletes. */
export function announcementsRoutes(deps: AnnouncementsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['announcements'];
    app.addHook('onRequest', app.requireMember);

    app.get(
      '/api/announcements',
      {
        schema: {
          tags,
          summary:
            'Şirketin duyuruları, en yeni önce, okuyanın okundu işaretiyle; oluşturana ve işverene okuyan sayısıyla. ' +
            'Tarih (İstanbul günü) ile süzülür, sonraki sayfa x-next-cursor başlığıyla',
          querystring: announcementListQuery,
          response: { 200: announcementList },
        },
      },
      async (request, reply) => {
        const page = await announcements.listAnnouncements(deps, memberCtx(request), request.query);
        if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
        return page.items;
      },
    );

    app.post(
      '/api/announcements/create',
      {
        config: { budget: 'announcements' },
        schema: {
          tags,
          summary:
            'İşveren veya müdür duyuru yayımlar (multipart, form veya JSON; isteğe bağlı tek attachment, en çok 10 MB)',
          consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
          body: createAnnouncementInput.extend({ attachment: fileField }),
          response: { 201: createAnnouncementResponse },
        },
      },
      async (request, reply) => {
        const { attachment, ...input } = request.body;
        const created = await announcements.createAnnouncement(deps, memberCtx(request), input, attachment);
        return reply.status(201).send({ message: 'Duyuru başarıyla oluşturuldu', announcement: created });
      },
    );

    app.get(
      '/api/announcements/:id',
      { schema: { tags, summary: 'Tek duyuru', params: announcementIdParams, response: { 200: announcement } } },
      async (request) => announcements.getAnnouncement(deps, memberCtx(request), request.params.id),
    );

    app.delete(
      '/api/announcements/:id',
      {
        config: { budget: 'changes' },
        schema: {
          tags,
          summary: 'Duyuruyu ve ekini siler: duyuruyu oluşturan kişi veya işveren',
          params: announcementIdParams,
          response: { 200: messageResponse },
        },
      },
      async (request) => {
        await announcements.deleteAnnouncement(deps, memberCtx(request), request.params.id);
        return { message: 'Duyuru başarıyla silindi' };
      },
    );

    app.post(
      '/api/announcements/:id/read',
      {
        // Reading is allowed once the company's subscription has ended.
        config: { whileExpired: true, budget: 'marks' },
        schema: {
          tags,
          summary: 'Duyuruyu okundu işaretler (tekrarı bir şey değiştirmez); ilk okuma zamanını döner',
          params: announcementIdParams,
          response: { 200: announcementReadResponse },
        },
      },
      async (request) => announcements.markRead(deps, memberCtx(request), request.params.id),
    );

    app.get(
      '/api/announcements/:id/reads',
      {
        schema: {
          tags,
          summary: 'Duyuruyu okuyanlar (ne zaman) ve okumayanlar: duyuruyu oluşturan kişi veya işveren',
          params: announcementIdParams,
          response: { 200: announcementReads },
        },
      },
      async (request) => announcements.listReads(deps, memberCtx(request), request.params.id),
    );
  };
}
