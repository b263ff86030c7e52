import { messagingModes } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { type TestUser } from '../../../test/factories.js';
import { injectAs, useTestApp } from '../../../test/test-app.js';
import {
  createdStatuses,
  expectDetail,
  expectStatus,
  makePeople,
  messageRows,
  messagingState,
  availableIds,
  staffOf,
} from '../messaging-test-kit.js';

/** The employer's bulk messages and messaging-rule setting (docs/product-rules.md#messaging). */
const t = useTestApp();

describe('bulk messages', () => {
  const bulk = (who: TestUser, ids: string[] | string, content = 'Yarın toplantı var') =>
    injectAs(t, who, 'POST', '/api/messages/send-bulk', { receiver_ids: ids, content });

  it.each(messagingModes)('%s: the employer reaches everyone, comma list or array', async (mode) => {
    const p = await makePeople(t, mode);
    const targets = staffOf(p).filter((u) => u.id !== p.owner.id);
    const res = await bulk(p.owner, targets.map((u) => u.id).join(','));
    expectStatus(res, createdStatuses, 'bulk');
    expect(res.json()).toMatchObject({ sent_count: targets.length });
    expect(typeof res.json().message).toBe('string');
    const again = await bulk(p.owner, [p.isci.id, p.sef.id]);
    expect(again.json()).toMatchObject({ sent_count: 2 });
    const rows = await messageRows(t, p.id);
    expect(rows).toHaveLength(targets.length + 2);
    expect(new Set(rows.map((r) => r.sender_id))).toEqual(new Set([p.owner.id]));
    expect(rows.filter((r) => r.receiver_id === p.isci.id)).toHaveLength(2);
  });

  it("counts a recipient named twice once, and refuses the employer's own id, writing nothing", async () => {
    const p = await makePeople(t);
    const twice = await bulk(p.owner, `${p.isci.id},${p.isci.id}, ${p.sef.id}`);
    expectStatus(twice, createdStatuses, 'bulk with a repeat');
    expect(twice.json().sent_count).toBe(2);
    expect(await messageRows(t, p.id)).toHaveLength(2);
    const before = await messagingState(t, p.id);
    const self = await bulk(p.owner, [p.isci.id, p.owner.id]);
    expectStatus(self, [400, 422], 'bulk to oneself');
    expectDetail(self);
    expect(await messagingState(t, p.id)).toBe(before);
  });

  it('is refused to everyone else, and to pending people, writing nothing', async () => {
    const p = await makePeople(t);
    const before = await messagingState(t, p.id);
    for (const who of [p.mudur, p.sef, p.isci, p.pending])
      expectStatus(await bulk(who, [p.isci2.id]), 403, `bulk by ${who.role}`);
    expect(await messagingState(t, p.id)).toBe(before);
  });

  it("refuses a pending recipient or another company's person as a whole: nothing half-sent", async () => {
    const p = await makePeople(t);
    const other = await makePeople(t);
    const before = await messagingState(t, p.id);
    const pending = await bulk(p.owner, [p.isci.id, p.pending.id]);
    expect([400, 403, 404, 422], pending.body).toContain(pending.statusCode);
    const stranger = await bulk(p.owner, [p.isci.id, other.isci.id]);
    expectStatus(stranger, 404, 'bulk to another company');
    expect(await messagingState(t, p.id)).toBe(before);
    expect(await messageRows(t, other.id)).toHaveLength(0);
  });
});

describe('PUT /api/companies/my/settings', () => {
  it('the employer switches the rule and GET /api/companies/my shows it; nobody else may', async () => {
    const p = await makePeople(t);
    const mode = async () => (await injectAs(t, p.owner, 'GET', '/api/companies/my')).json().messaging_mode;
    expect(await mode()).toBe('acik');
    for (const who of [p.mudur, p.sef, p.isci, p.pending]) {
      const res = await injectAs(t, who, 'PUT', '/api/companies/my/settings', { messaging_mode: 'hiyerarsik' });
      expectStatus(res, 403, `settings by ${who.role}`);
      expect(await mode()).toBe('acik');
    }
    expectStatus(
      await injectAs(t, undefined, 'PUT', '/api/companies/my/settings', { messaging_mode: 'hiyerarsik' }),
      401,
    );
    const bad = await injectAs(t, p.owner, 'PUT', '/api/companies/my/settings', { messaging_mode: 'serbest' });
    expectStatus(bad, [400, 422], 'unknown mode');
    expectDetail(bad);
    expect(await mode()).toBe('acik');
    const ok = await injectAs(t, p.owner, 'PUT', '/api/companies/my/settings', { messaging_mode: 'hiyerarsik' });
    expectStatus(ok, 200, 'employer switches');
    expect(await mode()).toBe('hiyerarsik');
    // And the rule follows at once: a worker no longer sees the manager.
    expect(await availableIds(t, p.isci)).not.toContain(p.mudur.id);
  });

  it('takes a form body too', async () => {
    const p = await makePeople(t);
    const res = await injectAs(t, p.owner, 'PUT', '/api/companies/my/settings', 'messaging_mode=hiyerarsik', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expectStatus(res, 200, 'form body');
    expect((await injectAs(t, p.owner, 'GET', '/api/companies/my')).json().messaging_mode).toBe('hiyerarsik');
  });
});
