import { conversation, message as messageSchema } from '@vazife/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { jpeg, pdf } from '../../../test/sample-files.js';
import { injectAs, useTestApp } from '../../../test/test-app.js';
import { expectStatus, makePeople, send, sendFile } from '../messaging-test-kit.js';

/**
 * The conversation list and the chat page are stringified by the module and sent as bytes, not by
 * the response schema's serializer: these bytes must be exactly what that serializer would write
 * (the schema's keys in its order, nothing more, every value as it encodes it).
 */
const t = useTestApp();

function expectSchemaBytes(res: LightMyRequestResponse, schema: z.ZodType) {
  expectStatus(res, 200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res.body).toBe(JSON.stringify(schema.encode(JSON.parse(res.body))));
}

describe('conversation list and chat page as prebuilt JSON', () => {
  it('answer the bytes the response schema would write, for text, files, edits and receipts', async () => {
    const p = await makePeople(t);
    const first = await send(t, p.isci, p.mudur, 'Günaydın, şef İlkay “depo” işini bitirdi\n\t✓');
    await sendFile(t, p.mudur, p.isci, 'Sayım çizelgesi.pdf', pdf());
    await sendFile(t, p.mudur, p.sef, 'raf.jpg', await jpeg(64, 48));
    await send(t, p.sef, p.mudur, 'Tamam');
    const edited = await injectAs(t, p.isci, 'PUT', `/api/messages/${first.id}`, { content: 'Düzeltildi: ğüşiöç' });
    expectStatus(edited, 200, 'edit');
    expectStatus(await injectAs(t, p.mudur, 'POST', '/api/messages/mark-read', { sender_id: p.isci.id }), 200);
    expectStatus(await injectAs(t, p.mudur, 'POST', '/api/conversations/pin', { conversation_id: p.sef.id }), 200);

    const list = await injectAs(t, p.mudur, 'GET', '/api/messages/conversations');
    expectSchemaBytes(list, conversation.array());
    const conversations = conversation.array().parse(list.json());
    expect(conversations.map((c) => c.user.id)).toEqual([p.sef.id, p.isci.id]);
    expect(conversations[1]!.last_message!.file_url).toMatch(/^\/api\/download\/messages\/.+\?dl=/);

    const chat = await injectAs(t, p.mudur, 'GET', `/api/messages/${p.isci.id}`);
    expectSchemaBytes(chat, messageSchema.array());
    const messages = messageSchema.array().parse(chat.json());
    expect(messages.map((m) => [m.content, m.is_edited, m.is_read])).toEqual([
      ['Düzeltildi: ğüşiöç', true, true],
      ['', false, false],
    ]);

    const empty = await injectAs(t, p.mudur, 'GET', `/api/messages/${p.mudur2.id}`);
    expectSchemaBytes(empty, messageSchema.array());
    expect(empty.body).toBe('[]');
    const nobody = await injectAs(t, p.isci2, 'GET', '/api/messages/conversations');
    expectSchemaBytes(nobody, conversation.array());
    expect(nobody.body).toBe('[]');
  });
});
