import {
  availableUser,
  conversation,
  conversationPageQuery,
  pinConversationInput,
  pinnedResponse,
  unpinConversationInput,
  messageUnreadCount,
} from '@vazife/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberCtx } from '../../../platform/auth.js';
import { formBodyTypes } from '../../../platform/body-parsers.js';
import { sendPrebuiltJson } from '../../../platform/prebuilt-json.js';
import * as conversations from './conversations.service.js';
import { conversationListAnswer } from './message-list-cache.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { availableUsers } from '../rules/rules.service.js';

const tags = ['messages'];

/** The conversation list, whom one may write to, and pins. */
export function conversationsRoutes(deps: MessagingDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireMember);

    app.get(
      '/api/messages/conversations',
      {
        schema: {
          tags,
          summary:
            'Birebir yazışmalarım: sabitlenenler önce, sonra son mesaja göre; 30 kayıttan sonrası x-next-cursor başlığıyla sayfalanır',
          querystring: conversationPageQuery,
          response: { 200: z.array(conversation) },
        },
      },
      // A page is built in the schema's key order and stringified once, without the response
      // schema's second pass (the route's tests hold the bytes to it); the first page is kept for
      // the reader until something it shows changes (message-list-cache.ts).
      async (request, reply) => {
        const answer = await conversationListAnswer(deps, memberCtx(request), request.query);
        if (answer.nextCursor) reply.header('x-next-cursor', answer.nextCursor);
        return sendPrebuiltJson(reply, answer.json, answer.gzip);
      },
    );

    app.get(
      '/api/messages/unread-count',
      {
        schema: {
          tags,
          summary: 'Okunmamış mesajlarımın sayısı (birebir ve grup): Mesajlar rozeti',
          response: { 200: messageUnreadCount },
        },
      },
      async (request) => conversations.unreadCount(deps, memberCtx(request)),
    );

    app.get(
      '/api/messages/available-users',
      {
        schema: {
          tags,
          summary: 'Mesaj yazabileceğim kişiler (şirketin mesajlaşma kuralına göre)',
          response: { 200: z.array(availableUser) },
        },
      },
      async (request) => availableUsers(deps, memberCtx(request)),
    );

    app.post(
      '/api/conversations/pin',
      {
        config: { budget: 'marks' },
        schema: {
          tags,
          summary: 'Bir yazışmayı veya grubu listenin başına sabitler',
          consumes: formBodyTypes,
          body: pinConversationInput,
          response: { 200: pinnedResponse },
          errors: [404],
        },
      },
      async (request) => {
        const { conversation_id, is_group } = request.body;
        const pinned = await conversations.pin(deps, memberCtx(request), conversation_id, is_group ?? false);
        return { message: 'Sohbet sabitlendi', pinned_conversations: pinned };
      },
    );

    app.post(
      '/api/conversations/unpin',
      {
        config: { budget: 'marks' },
        schema: {
          tags,
          summary: 'Sabitlenmiş bir yazışmanın sabitlemesini kaldırır',
          consumes: formBodyTypes,
          body: unpinConversationInput,
          response: { 200: pinnedResponse },
          errors: [404],
        },
      },
      async (request) => {
        const pinned = await conversations.unpin(deps, memberCtx(request), request.body.conversation_id);
        return { message: 'Sohbet sabitlemesi kaldırıldı', pinned_conversations: pinned };
      },
    );
  };
}
