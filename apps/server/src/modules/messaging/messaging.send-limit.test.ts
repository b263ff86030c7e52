import { writeBudgets } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories.js';
import { injectAs, useTestApp } from '../../test/test-app.js';
import { budgetsOnClock, expectLimited } from '../../test/write-budgets-kit.js';
import {
  createGroup,
  createdStatuses,
  expectStatus,
  makePeople,
  messagingState,
  tempFiles,
  uploadFile,
} from './messaging-test-kit.js';

// Its own app: a low limit, counted per person for the whole app, on a clock the test moves.
const clock = budgetsOnClock();
const t = useTestApp({ sendRateLimit: 5 }, { budgets: clock.budgets });

describe('the send limit', () => {
  it('counts direct, group, bulk and file sends together per person, then answers 429 and stores nothing', async () => {
    const p = await makePeople(t);
    const group = await createGroup(t, p.owner, [p.mudur, p.isci]);
    const sends = [
      () => injectAs(t, p.owner, 'POST', '/api/messages/send', { receiver_id: p.isci.id, content: 'Bir' }),
      () => injectAs(t, p.owner, 'POST', `/api/groups/${group.id}/messages`, { content: 'İki' }),
      () =>
        injectAs(t, p.owner, 'POST', '/api/messages/send-bulk', {
          receiver_ids: [p.isci.id, p.sef.id],
          content: 'Üç',
        }),
      () => uploadFile(t, p.owner, { receiver_id: p.mudur.id }, 'not.txt', Buffer.from('Dört\n')),
      () => injectAs(t, p.owner, 'POST', '/api/messages/send', { receiver_id: p.sef.id, content: 'Beş' }),
    ];
    for (const [i, sendOne] of sends.entries()) expectStatus(await sendOne(), createdStatuses, `send ${i + 1}`);

    const before = await messagingState(t, p.id);
    for (const sendOne of sends) {
      const refused = await sendOne();
      // Five within five seconds: the next one comes back a second later.
      expect(expectLimited(refused, writeBudgets.send.limited)).toBe(1);
      expect(refused.json().detail).toBe('Çok hızlı mesaj gönderiyorsunuz. Lütfen 1 saniye sonra yeniden deneyin.');
    }
    expect(await messagingState(t, p.id)).toBe(before);
    expect(tempFiles(t)).toEqual([]);
    // A second later, one more goes through, and the one after it waits again.
    clock.advance(1000);
    expectStatus(await sends[0]!(), createdStatuses, 'after a second');
    expect((await sends[0]!()).statusCode).toBe(429);

    // Another person from the same address is not held back, and a stranger still gets 401.
    const other = await injectAs(t, p.isci, 'POST', '/api/messages/send', {
      receiver_id: p.owner.id,
      content: 'Selam',
    });
    expectStatus(other, createdStatuses, 'another person');
    const stranger = await injectAs(t, undefined, 'POST', '/api/messages/send', {
      receiver_id: p.isci.id,
      content: 'x',
    });
    expect(stranger.statusCode).toBe(401);
    // Reading is not limited.
    expect((await injectAs(t, p.owner, 'GET', `/api/messages/${p.isci.id}`)).statusCode).toBe(200);
  });

  it('refuses a pending person by approval, not by the limit', async () => {
    const p = await makePeople(t);
    const pending = await makeUser(t, { role: 'isci', companyId: p.id, approved: false });
    for (let i = 0; i < 7; i++) {
      const res = await injectAs(t, pending, 'POST', '/api/messages/send', { receiver_id: p.owner.id, content: 'x' });
      expect(res.statusCode).toBe(403);
    }
  });
});
