import {
  editMessageInput,
  idOf,
  markReadInput,
  markReadResponse,
  message,
  messagePageQuery,
  messageResponse,
  readStatus,
  sendBulkInput,
  sendBulkResponse,
  sendFileFields,
  sendMessageInput,
  sendState,
} from '@vazife/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberCtx } from '../../../platform/auth.js';
import { formBodyTypes } from '../../../platform/body-parsers.js';
import { sendPrebuiltJson } from '../../../platform/prebuilt-json.js';
import { fileField } from '../../../platform/uploads.js';
import * as conversations from '../conversations/conversations.service.js';
import { sendWithFile } from '../files/message-files.service.js';
import { directPageAnswer } from '../conversations/message-list-cache.js';
import type { MessagingDeps } from '../messaging-deps.js';
import * as messages from './messages.service.js';
import * as rules from '../rules/rules.service.js';

const tags = ['messages'];
/** The person whose conversation `GET /api/messages/{id}` reads. */
const personIdParams = z.object({ id: idOf('user').describe('Yazışılan kişinin kimliği') });
const messageIdParams = z.object({ id: idOf('message').describe('Mesajın kimliği') });

/** Direct messages, files, bulk, read receipts, edits and deletes (docs/product-rules.md#messaging). */
export function messagesRoutes(deps: MessagingDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireMember);

    // One path with PUT and DELETE below, where the id is a message's: here it is the person's.
    app.get(
      '/api/messages/:id',
      {
        schema: {
          tags,
          summary: 'Bir kişiyle yazışma: en yeni sayfa önce, sayfa içinde eskiden yeniye; öncesi x-next-cursor ile',
          params: personIdParams,
          querystring: messagePageQuery,
          response: { 200: z.array(message) },
        },
      },
      async (request, reply) => {
        const page = await directPageAnswer(deps, memberCtx(request), request.params.id, request.query);
        if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
        // Built in the schema's key order; sent as is (the route's tests hold the bytes to it). The
        // newest page is kept for the reader until something on it changes (message-list-cache.ts).
        return sendPrebuiltJson(reply, page.json, page.gzip);
      },
    );

    app.post(
      '/api/messages/send',
      {
        schema: {
          tags,
          summary: 'Bir kişiye mesaj gönderir (şirketin mesajlaşma kuralına göre)',
          consumes: formBodyTypes,
          body: sendMessageInput,
          response: { 201: message },
          // The receiver is not in the company; too many sends in a row.
          errors: [404, 429],
        },
        config: { budget: 'send' },
      },
      async (request, reply) => {
        const { receiver_id, content } = request.body;
        return reply.status(201).send(await messages.sendDirect(deps, memberCtx(request), receiver_id, content));
      },
    );

    app.post(
      '/api/messages/send-with-file',
      {
        schema: {
          tags,
          summary: 'Bir kişiye veya gruba dosyalı mesaj gönderir (en çok 50 MB; resim, video, belge)',
          consumes: ['multipart/form-data'],
          body: sendFileFields.safeExtend({ file: fileField }),
          response: { 201: message },
          errors: [404, 429],
        },
        config: { budget: 'send' },
      },
      async (request, reply) => {
        const { file, content, receiver_id, group_id } = request.body;
        const sent = await sendWithFile(deps, memberCtx(request), { receiver_id, group_id }, content ?? '', file);
        return reply.status(201).send(sent);
      },
    );

    app.post(
      '/api/messages/send-bulk',
      {
        schema: {
          tags,
          summary: 'İşverenin toplu mesajı: her alıcıya ayrı bir mesaj',
          consumes: formBodyTypes,
          body: sendBulkInput,
          response: { 201: sendBulkResponse },
          errors: [404, 429],
        },
        config: { budget: 'send' },
      },
      async (request, reply) => {
        const { receiver_ids, content } = request.body;
        const sent = await messages.sendBulk(deps, memberCtx(request), receiver_ids, content);
        return reply.status(201).send({ message: `${sent} kişiye mesaj gönderildi`, sent_count: sent });
      },
    );

    app.post(
      '/api/messages/mark-read',
      {
        // Reading is allowed once the company's subscription has ended.
        config: { whileExpired: true, budget: 'marks' },
        schema: {
          tags,
          summary: 'Bir yazışmayı veya grubu şimdiye kadar okundu işaretler',
          consumes: formBodyTypes,
          body: markReadInput,
          response: { 200: markReadResponse },
          errors: [404],
        },
      },
      async (request) => {
        const marked = await conversations.markRead(deps, memberCtx(request), request.body);
        return { message: 'Mesajlar okundu olarak işaretlendi', marked };
      },
    );

    app.put(
      '/api/messages/:id',
      {
        config: { budget: 'changes' },
        schema: {
          tags,
          summary: 'Kendi mesajını düzenler',
          consumes: formBodyTypes,
          params: messageIdParams,
          body: editMessageInput,
          response: { 200: message },
        },
      },
      async (request) => messages.editMessage(deps, memberCtx(request), request.params.id, request.body.content),
    );

    app.delete(
      '/api/messages/:id',
      {
        config: { budget: 'changes' },
        schema: {
          tags,
          summary: 'Kendi mesajını herkes için siler (dosyasıyla birlikte)',
          params: messageIdParams,
          response: { 200: messageResponse },
        },
      },
      async (request) => {
        await messages.deleteMessage(deps, memberCtx(request), request.params.id);
        return { message: 'Mesaj silindi' };
      },
    );

    app.get(
      '/api/messages/:id/send-state',
      {
        schema: {
          tags,
          summary: 'Bu kişiye hâlâ yazılabilir mi: mesajlaşma kuralı ve kişinin onayı; yazılamıyorsa nedeni',
          params: personIdParams,
          response: { 200: sendState },
        },
      },
      async (request) => rules.sendState(deps, memberCtx(request), request.params.id),
    );

    // The message's id where read-status has it: no other path has a fixed word where this one has
    // an id, so an address names one route only (redocly.yaml, no-ambiguous-paths).
    app.get(
      '/api/messages/:id/item',
      {
        schema: {
          tags,
          summary:
            'Tek mesaj, listelerdeki gibi (canlı olay yüklenmesini istediğinde: dosya bağlantısı okuyucuya özeldir)',
          params: messageIdParams,
          response: { 200: message },
        },
      },
      async (request) => messages.oneMessage(deps, memberCtx(request), request.params.id),
    );

    app.get(
      '/api/messages/:id/read-status',
      {
        schema: {
          tags,
          summary: 'Kendi mesajını kimlerin okuduğu',
          params: messageIdParams,
          response: { 200: readStatus },
        },
      },
      async (request) => messages.readStatus(deps, memberCtx(request), request.params.id),
    );
  };
}
