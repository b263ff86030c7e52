import { messagingModes, type MessagingMode, type Role } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { makeTask, type TestUser } from '../../../test/factories.js';
import { multipart, pdf } from '../../../test/sample-files.js';
import { injectAs, useTestApp } from '../../../test/test-app.js';
import {
  createdStatuses,
  expectDetail,
  expectStatus,
  makePeople,
  messageRows,
  messagingState,
  pairKey,
  send,
  setMode,
  threadOf,
  availableIds,
  staffOf,
} from '../messaging-test-kit.js';

const t = useTestApp();

/** The rule of docs/product-rules.md#messaging as a table (rows write to columns), not the contract's. */
const Y = true;
const N = false;
const table: Record<MessagingMode, Record<Role, Record<Role, boolean>>> = {
  hiyerarsik: {
    isveren: { isveren: Y, mudur: Y, sef: Y, isci: Y },
    mudur: { isveren: Y, mudur: N, sef: Y, isci: N },
    sef: { isveren: Y, mudur: Y, sef: Y, isci: Y },
    isci: { isveren: Y, mudur: N, sef: Y, isci: N },
  },
  acik: {
    isveren: { isveren: Y, mudur: Y, sef: Y, isci: Y },
    mudur: { isveren: Y, mudur: Y, sef: Y, isci: Y },
    sef: { isveren: Y, mudur: Y, sef: N, isci: Y },
    isci: { isveren: Y, mudur: Y, sef: Y, isci: Y },
  },
};

const sendRaw = (from: TestUser, to: TestUser, content = 'Merhaba') =>
  injectAs(t, from, 'POST', '/api/messages/send', { receiver_id: to.id, content });

describe.each(messagingModes)('the %s rule, every role pair', (mode) => {
  it('available-users lists exactly the allowed people: no pending, no self, no one of another company', async () => {
    const p = await makePeople(t, mode);
    const other = await makePeople(t, mode);
    for (const actor of staffOf(p)) {
      const want = staffOf(p)
        .filter((o) => o.id !== actor.id && table[mode][actor.role][o.role])
        .map((o) => o.id)
        .sort();
      const got = await availableIds(t, actor);
      expect(got, `${mode}: ${actor.role} (${actor.email})`).toEqual(want);
      expect(got).not.toContain(p.pending.id);
      for (const stranger of staffOf(other)) expect(got).not.toContain(stranger.id);
    }
  });

  it('send accepts exactly the allowed pairs, refuses the others with 403 and writes nothing for them', async () => {
    const p = await makePeople(t, mode);
    let allowed = 0;
    for (const from of staffOf(p))
      for (const to of staffOf(p)) {
        if (from.id === to.id) continue;
        const want = table[mode][from.role][to.role];
        const res = await sendRaw(from, to, `${from.role} → ${to.role}`);
        if (want) {
          allowed += 1;
          expectStatus(res, createdStatuses, `${mode}: ${from.role} → ${to.role}`);
        } else {
          expectStatus(res, 403, `${mode}: ${from.role} → ${to.role}`);
          expectDetail(res);
          // Nothing of a refused pair: no thread for either side (the table is symmetric).
          expect(await threadOf(t, from.id, pairKey(from.id, to.id))).toBeUndefined();
          expect(await threadOf(t, to.id, pairKey(from.id, to.id))).toBeUndefined();
        }
      }
    const rows = await messageRows(t, p.id);
    expect(rows).toHaveLength(allowed);
    for (const row of rows) {
      const [fromRole, toRole] = row.content.split(' → ') as [Role, Role];
      expect(table[mode][fromRole][toRole], row.content).toBe(true);
    }
  });

  it('a file message follows the same rule: refused pairs leave no row and no file', async () => {
    const p = await makePeople(t, mode);
    for (const from of staffOf(p))
      for (const to of staffOf(p)) {
        if (from.id === to.id || table[mode][from.role][to.role]) continue;
        const before = await messagingState(t, p.id);
        const form = multipart({ receiver_id: to.id, content: 'Belge' }, [
          { field: 'file', name: 'rapor.pdf', data: pdf(), type: 'application/pdf' },
        ]);
        const res = await injectAs(t, from, 'POST', '/api/messages/send-with-file', form);
        expectStatus(res, 403, `${mode}: file ${from.role} → ${to.role}`);
        expect(await messagingState(t, p.id)).toBe(before);
      }
    // And an allowed pair does get it (so the refusals above are the rule, not a broken route).
    const ok = await injectAs(
      t,
      p.isci,
      'POST',
      '/api/messages/send-with-file',
      multipart({ receiver_id: p.owner.id }, [{ field: 'file', name: 'r.pdf', data: pdf(), type: 'application/pdf' }]),
    );
    expectStatus(ok, createdStatuses, 'isci → isveren with a file');
  });

  it('pending people neither send nor receive nor list', async () => {
    const p = await makePeople(t, mode);
    const before = await messagingState(t, p.id);
    expectStatus(await sendRaw(p.pending, p.owner), 403, 'pending → isveren');
    expectStatus(await injectAs(t, p.pending, 'GET', '/api/messages/available-users'), 403, 'pending lists');
    for (const from of staffOf(p)) {
      const res = await sendRaw(from, p.pending);
      expect([400, 403, 404, 422], `${from.role} → pending: ${res.statusCode}`).toContain(res.statusCode);
    }
    expect(await messagingState(t, p.id)).toBe(before);
  });
});

describe('the two ties open a conversation the rule refuses', () => {
  it('hiyerarsik: a worker writes to the manager who assigned them a task; the manager may then answer', async () => {
    const p = await makePeople(t, 'hiyerarsik');
    await makeTask(t, { by: p.mudur, to: p.isci });
    // The worker's list gains the assigner; the other worker's does not.
    expect(await availableIds(t, p.isci)).toContain(p.mudur.id);
    expect(await availableIds(t, p.isci2)).not.toContain(p.mudur.id);
    expect(await availableIds(t, p.mudur)).not.toContain(p.isci.id);
    // The tie is the worker's: the manager cannot start it, nor the other worker use it.
    expectStatus(await sendRaw(p.mudur, p.isci), 403, 'mudur → isci before the worker wrote');
    expectStatus(await sendRaw(p.isci2, p.mudur), 403, 'isci2 → mudur (no task)');
    expect(await messageRows(t, p.id)).toHaveLength(0);
    await send(t, p.isci, p.mudur, 'Görev hakkında bir sorum var');
    // Anyone may answer a conversation started with them.
    expect(await availableIds(t, p.mudur)).toContain(p.isci.id);
    await send(t, p.mudur, p.isci, 'Buyur');
    expect(Boolean((await threadOf(t, p.mudur.id, pairKey(p.mudur.id, p.isci.id)))?.peer_wrote)).toBe(true);
    expectStatus(await sendRaw(p.mudur, p.isci2), 403, 'mudur → isci2 still refused');
  });

  it('a worker may write to the assigner in both modes, even with a finished task', async () => {
    for (const mode of messagingModes) {
      const p = await makePeople(t, mode);
      await makeTask(t, { by: p.mudur, to: p.isci, status: 'onaylandi' });
      await send(t, p.isci, p.mudur, 'Teşekkürler');
    }
  });

  it('after the employer switches the rule, the one written to may answer and the writer may not go on alone', async () => {
    const p = await makePeople(t, 'acik');
    await send(t, p.isci, p.mudur, 'Merhaba müdürüm');
    await setMode(t, p.id, 'hiyerarsik');
    expect(await availableIds(t, p.isci)).not.toContain(p.mudur.id);
    expectStatus(await sendRaw(p.isci, p.mudur), 403, 'isci → mudur after the switch');
    expect(await availableIds(t, p.mudur)).toContain(p.isci.id);
    await send(t, p.mudur, p.isci, 'Cevap');
    // Now the manager wrote to the worker: the worker may answer.
    await send(t, p.isci, p.mudur, 'Sağ olun');
    expect(await messageRows(t, p.id)).toHaveLength(3);
  });

  it('acik: a supervisor who wrote to another under hiyerarsik waits for the answer', async () => {
    const p = await makePeople(t, 'hiyerarsik');
    await send(t, p.sef, p.sef2, 'Vardiya değişimi');
    await setMode(t, p.id, 'acik');
    expectStatus(await sendRaw(p.sef, p.sef2), 403, 'sef → sef2 under acik');
    await send(t, p.sef2, p.sef, 'Tamam');
    await send(t, p.sef, p.sef2, 'Sağ ol');
  });
});

describe("the rule follows the person's role", () => {
  it('hiyerarsik: a worker promoted to supervisor on the employees screen may then write to the manager', async () => {
    const p = await makePeople(t, 'hiyerarsik');
    expectStatus(await sendRaw(p.isci, p.mudur), 403, 'isci → mudur');
    const res = await injectAs(t, p.owner, 'PUT', `/api/employees/${p.isci.id}/role`, { role: 'sef' });
    expectStatus(res, 200, 'promote');
    expect(await availableIds(t, p.isci)).toContain(p.mudur.id);
    await send(t, p.isci, p.mudur, 'Artık şefim');
    // And the other way: a supervisor made a worker loses the manager (no tie: the manager has not written).
    expectStatus(await injectAs(t, p.owner, 'PUT', `/api/employees/${p.sef2.id}/role`, { role: 'isci' }), 200);
    expectStatus(await sendRaw(p.sef2, p.mudur), 403, 'demoted → mudur');
  });
});
