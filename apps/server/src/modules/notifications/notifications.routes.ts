import {
  markNotificationsReadInput,
  markNotificationsReadResponse,
  notificationList,
  notificationListQuery,
  unreadCountResponse,
} from '@vazife/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberCtx } from '../../platform/auth.js';
import * as notifications from './notifications.service.js';
import type { NotificationsDeps } from './notifications.service.js';

/** The bell: one's own notifications, their unread count, and marking them read. */
export function notificationsRoutes(deps: NotificationsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['notifications'];
    app.addHook('onRequest', app.requireMember);

    app.get(
      '/api/notifications',
      {
        schema: {
          tags,
          summary: 'Bildirimlerim, en yeni önce; sonraki sayfa x-next-cursor başlığıyla',
          querystring: notificationListQuery,
          response: { 200: notificationList },
        },
      },
      async (request, reply) => {
        const page = await notifications.listNotifications(deps, memberCtx(request), request.query);
        if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
        return page.items;
      },
    );

    app.get(
      '/api/notifications/unread-count',
      { schema: { tags, summary: 'Okunmamış bildirim sayısı', response: { 200: unreadCountResponse } } },
      async (request) => ({ unread_count: await notifications.unreadCount(deps, memberCtx(request)) }),
    );

    app.post(
      '/api/notifications/mark-read',
      {
        // Reading is allowed once the company's subscription has ended.
        config: { whileExpired: true, budget: 'marks' },
        schema: {
          tags,
          summary: 'Seçilen bildirimleri (ids) veya tümünü (all=true) okundu işaretler',
          consumes: ['application/json', 'application/x-www-form-urlencoded'],
          body: markNotificationsReadInput,
          response: { 200: markNotificationsReadResponse },
          // An id that is not one of the caller's notifications.
          errors: [404],
        },
      },
      async (request) => {
        const marked = await notifications.markRead(deps, memberCtx(request), request.body);
        return { message: 'Bildirimler okundu olarak işaretlendi', marked };
      },
    );
  };
}
