import { describe, expect, it } from 'vitest';
import { makeCompany, makeUser } from '../../../test/factories.js';
import { injectAs, useTestApp } from '../../../test/test-app.js';
import { makePeople, send, setMode } from '../messaging-test-kit.js';

const t = useTestApp();

const stateOf = async (who: Parameters<typeof injectAs>[1], peerId: string) =>
  injectAs(t, who, 'GET', `/api/messages/${peerId}/send-state`);

describe('GET /api/messages/{id}/send-state', () => {
  it('says a chat is still open, and why it no longer is once the rule changes', async () => {
    const p = await makePeople(t, 'acik');
    await send(t, p.isci, p.mudur, 'Rapor hazır');
    const open = await stateOf(p.isci, p.mudur.id);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({ can_send: true, reason: null });

    // Hierarchical: a worker writes to supervisors only; the manager never wrote back.
    await setMode(t, p.id, 'hiyerarsik');
    const closed = await stateOf(p.isci, p.mudur.id);
    expect(closed.json()).toEqual({ can_send: false, reason: 'Bu kişiye mesaj gönderme yetkiniz yok' });
    // The send is refused with the same words.
    const refused = await injectAs(t, p.isci, 'POST', '/api/messages/send', { receiver_id: p.mudur.id, content: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(closed.json().reason);
    // The manager, whom the worker wrote to, may still answer.
    expect((await stateOf(p.mudur, p.isci.id)).json()).toEqual({ can_send: true, reason: null });
  });

  it('says so for a person awaiting approval or oneself, 404 for another company, 401 and 403 for outsiders', async () => {
    const c = await makeCompany(t);
    const other = await makeCompany(t);
    const pending = await stateOf(c.owner, c.pending.id);
    expect(pending.json()).toMatchObject({ can_send: false });
    expect(pending.json().reason).toMatch(/onay/i);
    expect((await stateOf(c.owner, c.owner.id)).json()).toMatchObject({ can_send: false });
    expect((await stateOf(c.owner, other.isci.id)).statusCode).toBe(404);
    expect((await stateOf(c.owner, 'yok')).statusCode).toBeLessThan(500);
    expect((await stateOf(undefined, c.isci.id)).statusCode).toBe(401);
    expect((await stateOf(c.pending, c.owner.id)).statusCode).toBe(403);
    const loose = await makeUser(t, { role: 'isci' });
    expect((await stateOf(loose, c.owner.id)).statusCode).toBe(403);
  });
});
