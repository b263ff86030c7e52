import {
  addGroupMemberInput,
  createGroupInput,
  group,
  groupIdParams,
  groupListItem,
  groupMemberParams,
  groupMessageInput,
  message,
  messagePageQuery,
  messageResponse,
  updateGroupInput,
} from '@vazife/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberCtx } from '../../../platform/auth.js';
import { formBodyTypes } from '../../../platform/body-parsers.js';
import * as groups from './groups.service.js';
import type { MessagingDeps } from '../messaging-deps.js';

const tags = ['groups'];

/** Group chats: the list, one group, its messages, creation and members (docs/product-rules.md#messaging). */
export function groupsRoutes(deps: MessagingDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireMember);

    app.get(
      '/api/groups',
      {
        schema: {
          tags,
          summary:
            'Üyesi olduğum gruplar (üye listesi olmadan): sabitlenenler önce, sonra son mesaja göre; işverene ardından üyesi olmadığı gruplar (is_member: false)',
          response: { 200: z.array(groupListItem) },
        },
      },
      async (request) => groups.listGroups(deps, memberCtx(request)),
    );

    app.get(
      '/api/groups/:id',
      {
        schema: {
          tags,
          summary: 'Tek grup ve üyeleri (üyelere; işverene şirketin her grubu)',
          params: groupIdParams,
          response: { 200: group },
        },
      },
      async (request) => groups.getGroup(deps, memberCtx(request), request.params.id),
    );

    app.put(
      '/api/groups/:id',
      {
        config: { budget: 'changes' },
        schema: {
          tags,
          summary: 'Grubun adını ve açıklamasını değiştirir (grubu kuran kişi veya işveren)',
          consumes: formBodyTypes,
          params: groupIdParams,
          body: updateGroupInput,
          response: { 200: group },
        },
      },
      async (request) => groups.updateGroup(deps, memberCtx(request), request.params.id, request.body),
    );

    app.get(
      '/api/groups/:id/messages',
      {
        schema: {
          tags,
          summary: 'Grup mesajları: en yeni sayfa önce, sayfa içinde eskiden yeniye; öncesi x-next-cursor ile',
          params: groupIdParams,
          querystring: messagePageQuery,
          response: { 200: z.array(message) },
        },
      },
      async (request, reply) => {
        const page = await groups.listGroupMessages(deps, memberCtx(request), request.params.id, request.query);
        if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
        return page.messages;
      },
    );

    app.post(
      '/api/groups/:id/messages',
      {
        schema: {
          tags,
          summary: 'Gruba mesaj gönderir (yalnızca üyeler)',
          consumes: formBodyTypes,
          params: groupIdParams,
          body: groupMessageInput,
          response: { 201: message },
          // Too many sends in a row.
          errors: [429],
        },
        config: { budget: 'send' },
      },
      async (request, reply) => {
        const sent = await groups.sendGroupMessage(deps, memberCtx(request), request.params.id, request.body.content);
        return reply.status(201).send(sent);
      },
    );

    app.post(
      '/api/groups/create',
      {
        config: { budget: 'groups' },
        schema: {
          tags,
          summary: 'Grup oluşturur (işveren veya grup kurma yetkisi verilen çalışan)',
          consumes: formBodyTypes,
          body: createGroupInput,
          response: { 201: group },
          // A member who is not in the company.
          errors: [404],
        },
      },
      async (request, reply) =>
        reply.status(201).send(await groups.createGroup(deps, memberCtx(request), request.body)),
    );

    app.post(
      '/api/groups/:id/members',
      {
        config: { budget: 'changes' },
        schema: {
          tags,
          summary: 'Gruba üye ekler (grubu kuran kişi veya işveren)',
          consumes: formBodyTypes,
          params: groupIdParams,
          body: addGroupMemberInput,
          response: { 200: group },
          // A member already.
          errors: [409],
        },
      },
      async (request) => groups.addMember(deps, memberCtx(request), request.params.id, request.body.user_id),
    );

    app.delete(
      '/api/groups/:id/members/:userId',
      {
        config: { budget: 'changes' },
        schema: {
          tags,
          summary: 'Gruptan üye çıkarır (grubu kuran kişi veya işveren; kurucu çıkarılamaz)',
          params: groupMemberParams,
          response: { 200: group },
        },
      },
      async (request) => groups.removeMember(deps, memberCtx(request), request.params.id, request.params.userId),
    );

    app.delete(
      '/api/groups/:id',
      {
        config: { budget: 'changes' },
        schema: {
          tags,
          summary: 'Grubu mesajları ve dosyalarıyla birlikte siler (grubu kuran kişi veya işveren)',
          params: groupIdParams,
          response: { 200: messageResponse },
        },
      },
      async (request) => {
        await groups.deleteGroup(deps, memberCtx(request), request.params.id);
        return { message: 'Grup silindi' };
      },
    );
  };
}
