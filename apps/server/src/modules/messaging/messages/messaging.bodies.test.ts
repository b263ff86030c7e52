import { group as groupSchema, message as messageSchema, pinnedResponse } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { multipart, pdf } from '../../../test/sample-files.js';
import { injectAs, useTestApp } from '../../../test/test-app.js';
import {
  createGroup,
  createdStatuses,
  expectDetail,
  expectStatus,
  makePeople,
  messagingState,
  page,
  send,
} from '../messaging-test-kit.js';

/** Bodies as clients send them (JSON, url-encoded, multipart), bad input, and a message's fields. */
const t = useTestApp();

describe('bodies', () => {
  it('every body accepts JSON, url-encoded and multipart forms', async () => {
    const p = await makePeople(t);
    const form = (fields: Record<string, string>) => ({
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const fields = { receiver_id: p.owner.id, content: 'Form ile' };
    const urlencoded = form(fields);
    expectStatus(
      await injectAs(t, p.isci, 'POST', '/api/messages/send', urlencoded.payload, urlencoded.headers),
      createdStatuses,
      'url-encoded send',
    );
    expectStatus(
      await injectAs(t, p.isci, 'POST', '/api/messages/send', multipart(fields)),
      createdStatuses,
      'multipart send',
    );
    const read = form({ sender_id: p.isci.id, is_group: 'false' });
    expectStatus(
      await injectAs(t, p.owner, 'POST', '/api/messages/mark-read', read.payload, read.headers),
      200,
      'form mark-read',
    );
    const g = form({ name: 'Form grubu', description: 'Açıklama', member_ids: `${p.isci.id}, ${p.sef.id}` });
    const created = await injectAs(t, p.owner, 'POST', '/api/groups/create', g.payload, g.headers);
    expectStatus(created, createdStatuses, 'form group create');
    expect(groupSchema.parse(created.json()).member_count).toBe(3);
    const pin = form({ conversation_id: created.json().id, is_group: 'true' });
    const pinned = await injectAs(t, p.owner, 'POST', '/api/conversations/pin', pin.payload, pin.headers);
    expectStatus(pinned, 200, 'form pin');
    expect(pinnedResponse.parse(pinned.json()).pinned_conversations).toEqual([created.json().id]);
  });

  it('refuses blank or oversized content and messages to oneself with a Turkish detail, writing nothing', async () => {
    const p = await makePeople(t);
    const before = await messagingState(t, p.id);
    const bad = [
      { receiver_id: p.owner.id, content: '   ' },
      { receiver_id: p.owner.id, content: 'x'.repeat(4001) },
      { receiver_id: p.owner.id },
      { content: 'Kime?' },
      { receiver_id: 'yok', content: 'Merhaba' },
    ];
    for (const body of bad) {
      const res = await injectAs(t, p.isci, 'POST', '/api/messages/send', body);
      expect([400, 404, 422], `${JSON.stringify(body).slice(0, 80)} → ${res.statusCode}`).toContain(res.statusCode);
      expectDetail(res);
    }
    // Messaging oneself is bad input (422/400 Turkish), by text and by file alike.
    const self = await injectAs(t, p.isci, 'POST', '/api/messages/send', {
      receiver_id: p.isci.id,
      content: 'Kendime',
    });
    expectStatus(self, [400, 422], 'to oneself');
    expectDetail(self);
    const selfFile = await injectAs(
      t,
      p.isci,
      'POST',
      '/api/messages/send-with-file',
      multipart({ receiver_id: p.isci.id }, [{ field: 'file', name: 'a.pdf', data: pdf(), type: 'application/pdf' }]),
    );
    expectStatus(selfFile, [400, 422], 'file to oneself');
    expect(await messagingState(t, p.id)).toBe(before);
  });

  it('refuses a message of invisible characters only as a blank one, in every send and edit', async () => {
    const p = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.isci]);
    const m = await send(t, p.isci, p.owner, 'Görünür');
    const before = await messagingState(t, p.id);
    for (const content of ['\u200b', '\u2060\u2060', '\ufeff', ' \u200b\u200c\u200d ', '\u00ad\u2063']) {
      const calls = [
        injectAs(t, p.isci, 'POST', '/api/messages/send', { receiver_id: p.owner.id, content }),
        injectAs(t, p.isci, 'POST', `/api/groups/${g.id}/messages`, { content }),
        injectAs(t, p.owner, 'POST', '/api/messages/send-bulk', { receiver_ids: [p.isci.id], content }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode, JSON.stringify(content)).toBe(422);
        expect(res.json().detail).toEqual([{ loc: ['body', 'content'], msg: 'Mesaj boş olamaz' }]);
      }
      const edit = await injectAs(t, p.isci, 'PUT', `/api/messages/${m.id}`, { content });
      expect(edit.statusCode).toBe(422);
      expect(edit.json().detail).toEqual([{ loc: ['body', 'content'], msg: 'Mesaj metni boş olamaz' }]);
    }
    // The blank message's own answer, for comparison.
    const blank = await injectAs(t, p.isci, 'POST', '/api/messages/send', { receiver_id: p.owner.id, content: ' ' });
    expect(blank.json().detail).toEqual([{ loc: ['body', 'content'], msg: 'Mesaj boş olamaz' }]);
    expect(await messagingState(t, p.id)).toBe(before);
    // Joiners inside a visible text are kept.
    expect((await send(t, p.isci, p.owner, 'Aile 👨\u200d👩\u200d👧')).content).toBe('Aile 👨\u200d👩\u200d👧');
  });

  it('edits and member changes take form bodies too', async () => {
    const p = await makePeople(t);
    const m = await send(t, p.isci, p.owner, 'Önce');
    const edited = await injectAs(t, p.isci, 'PUT', `/api/messages/${m.id}`, 'content=Sonra%20%C3%A7%C4%B1kt%C4%B1', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expectStatus(edited, 200, 'form edit');
    expect(edited.json()).toMatchObject({ content: 'Sonra çıktı', is_edited: true });
    const g = await createGroup(t, p.owner, [p.sef]);
    const added = await injectAs(t, p.owner, 'POST', `/api/groups/${g.id}/members`, multipart({ user_id: p.isci.id }));
    expectStatus(added, 200, 'multipart add member');
    expect(groupSchema.parse(added.json()).member_count).toBe(3);
    const text = await injectAs(t, p.isci, 'POST', `/api/groups/${g.id}/messages`, 'content=Selam', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expectStatus(text, createdStatuses, 'form group message');
    const bulk = await injectAs(
      t,
      p.owner,
      'POST',
      '/api/messages/send-bulk',
      multipart({ receiver_ids: `${p.isci.id},${p.sef.id}`, content: 'Toplu' }),
    );
    expectStatus(bulk, createdStatuses, 'multipart bulk');
    expect(bulk.json().sent_count).toBe(2);
  });
});

describe("a message's fields", () => {
  it('direct text: names, receiver, no file, not edited, not read', async () => {
    const p = await makePeople(t);
    const m = await send(t, p.sef, p.isci, 'Alan kontrolü');
    expect(m).toMatchObject({
      sender_id: p.sef.id,
      sender_name: p.sef.row.name,
      receiver: p.isci.id,
      receiver_id: p.isci.id,
      group_id: null,
      content: 'Alan kontrolü',
      message_type: 'text',
      file_url: null,
      thumbnail_url: null,
      file_name: null,
      file_size: null,
      mime_type: null,
      is_edited: false,
      is_read: false,
      read_by: [],
    });
    expect(Number.isNaN(Date.parse(m.created_at))).toBe(false);
    // The same message read back by the receiver.
    const [seen] = (await page(t, p.isci, `/api/messages/${p.sef.id}`)).messages;
    expect(seen).toEqual(m);
  });

  it('group text: no receiver, the group named', async () => {
    const p = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.sef]);
    const res = await injectAs(t, p.sef, 'POST', `/api/groups/${g.id}/messages`, { content: 'Grup alanı' });
    expect(messageSchema.parse(res.json())).toMatchObject({
      sender_id: p.sef.id,
      sender_name: p.sef.row.name,
      receiver: null,
      receiver_id: null,
      group_id: g.id,
      message_type: 'text',
      file_url: null,
    });
  });
});
