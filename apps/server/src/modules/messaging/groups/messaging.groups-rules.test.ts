import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.js';
import { injectAs, useTestApp } from '../../../test/test-app.js';
import {
  createGroup,
  createdStatuses,
  expectDetail,
  expectStatus,
  grantGroups,
  groupMembership,
  listedGroupIds,
  makePeople,
  messagingState,
  sortedIds,
  sendToGroup,
  threadOf,
} from '../messaging-test-kit.js';

/** Groups (docs/product-rules.md#messaging): who creates, who manages members, who reads and writes. */
const t = useTestApp();

const create = (who: TestUser, body: Record<string, unknown>) => injectAs(t, who, 'POST', '/api/groups/create', body);
const { add, drop, memberIds } = groupMembership(t);

describe('creating a group', () => {
  it('the employer creates; the creator is a member and every field of the contract is there', async () => {
    const p = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.sef, p.isci], 'Depo ekibi');
    expect(g).toMatchObject({
      name: 'Depo ekibi',
      description: 'Gece vardiyası',
      created_by: p.owner.id,
      creator_name: p.owner.row.name,
      member_count: 3,
      last_message: null,
      unread_count: 0,
      is_pinned: false,
    });
    expect(g.member_details.map((m) => m.id).sort()).toEqual(sortedIds(p.owner, p.sef, p.isci));
    expect(await memberIds(g.id)).toEqual(sortedIds(p.owner, p.sef, p.isci));
    // Every member has a thread of it, so it is in their list at once.
    for (const who of [p.owner, p.sef, p.isci]) expect(await threadOf(t, who.id, g.id), who.role).toBeDefined();
  });

  it('staff create only with can_create_groups; taking the grant back refuses again', async () => {
    const p = await makePeople(t);
    for (const who of [p.mudur, p.sef, p.isci]) {
      const before = await messagingState(t, p.id);
      const res = await create(who, { name: 'Ekip', member_ids: p.isci2.id });
      expectStatus(res, 403, `${who.role} without the grant`);
      expect(res.json().detail).toBe('Grup oluşturma yetkiniz yok');
      expect(await messagingState(t, p.id)).toBe(before);
      await grantGroups(t, who);
      const g = await createGroup(t, who, [p.isci2]);
      expect(g.created_by).toBe(who.id);
      await grantGroups(t, who, false);
      expectStatus(await create(who, { name: 'Tekrar', member_ids: p.isci2.id }), 403, `${who.role} after revoking`);
    }
  });

  it("the employer's toggle on the employees screen is what grants and revokes creation", async () => {
    const p = await makePeople(t);
    const toggle = () => injectAs(t, p.owner, 'POST', `/api/employees/${p.isci.id}/toggle-group-permission`);
    expectStatus(await toggle(), 200, 'grant');
    const g = await createGroup(t, p.isci, [p.isci2]);
    expect(g.created_by).toBe(p.isci.id);
    expectStatus(await toggle(), 200, 'revoke');
    expectStatus(await create(p.isci, { name: 'Yine', member_ids: p.isci2.id }), 403, 'after revoke');
    // Revoking creation does not take the group away: its creator still manages it.
    expectStatus(await add(p.isci, g.id, p.sef.id), 200, 'creator still adds');
  });

  it('refuses a name or description past its limit, writing nothing', async () => {
    const p = await makePeople(t);
    const before = await messagingState(t, p.id);
    for (const body of [
      { name: 'x'.repeat(101), member_ids: p.isci.id },
      { name: 'Ekip', description: 'x'.repeat(501), member_ids: p.isci.id },
    ]) {
      const res = await create(p.owner, body);
      expectStatus(res, [400, 422], JSON.stringify(body).slice(0, 60));
      expectDetail(res);
    }
    expect(await messagingState(t, p.id)).toBe(before);
  });

  it('refuses a blank name or no members with one text for both, writing nothing', async () => {
    const p = await makePeople(t);
    const before = await messagingState(t, p.id);
    for (const body of [
      { name: '', member_ids: p.isci.id },
      { name: '   ', member_ids: p.isci.id },
      { name: 'Ekip', member_ids: '' },
      { name: 'Ekip', member_ids: ' , ' },
      { name: 'Ekip', member_ids: [] },
      { name: 'Ekip' },
    ]) {
      const res = await create(p.owner, body);
      expectStatus(res, [400, 422], JSON.stringify(body));
      expect(JSON.stringify(res.json().detail), JSON.stringify(body)).toContain(
        'Grup adı ve en az bir üye seçilmelidir',
      );
    }
    expect(await messagingState(t, p.id)).toBe(before);
  });

  it('refuses a group of its creator alone, however the creator is named, writing nothing', async () => {
    const p = await makePeople(t);
    await grantGroups(t, p.sef);
    const before = await messagingState(t, p.id);
    for (const [who, body] of [
      [p.owner, { name: 'Yalnız', member_ids: p.owner.id }],
      [p.owner, { name: 'Yalnız', member_ids: [p.owner.id, p.owner.id] }],
      [p.sef, { name: 'Yalnız', member_ids: ` ${p.sef.id} , ${p.sef.id}` }],
    ] as const) {
      const res = await create(who, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ detail: 'Gruba sizden başka en az bir üye seçilmelidir' });
    }
    // Without the right to create, the answer is still the 403.
    expectStatus(await create(p.isci, { name: 'Yalnız', member_ids: p.isci.id }), 403, 'no grant');
    expect(await messagingState(t, p.id)).toBe(before);
    // One other member is enough.
    expect((await createGroup(t, p.sef, [p.sef, p.isci])).member_count).toBe(2);
  });

  it("adds only approved staff of the company: a pending person is refused, another company's is 404", async () => {
    const p = await makePeople(t);
    const other = await makePeople(t);
    const before = await messagingState(t, p.id);
    const otherBefore = await messagingState(t, other.id);
    const pending = await create(p.owner, { name: 'Ekip', member_ids: `${p.isci.id},${p.pending.id}` });
    expectStatus(pending, [400, 403, 422], 'pending member');
    expectDetail(pending);
    const stranger = await create(p.owner, { name: 'Ekip', member_ids: [p.isci.id, other.isci.id] });
    expectStatus(stranger, 404, 'another company');
    expect(await messagingState(t, p.id)).toBe(before);
    expect(await messagingState(t, other.id)).toBe(otherBefore);
  });
});

describe('reading and writing', () => {
  it('non-members cannot read or send; the group is not in their list', async () => {
    const p = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.sef]);
    await sendToGroup(t, p.sef, g.id, 'İçeride');
    const before = await messagingState(t, p.id);
    for (const who of [p.mudur, p.isci]) {
      expectStatus(await injectAs(t, who, 'GET', `/api/groups/${g.id}`), [403, 404], `${who.role} reads the group`);
      expectStatus(await injectAs(t, who, 'GET', `/api/groups/${g.id}/messages`), [403, 404], `${who.role} reads`);
      expectStatus(await injectAs(t, who, 'POST', `/api/groups/${g.id}/messages`, { content: 'Sızma' }), [403, 404]);
      expectStatus(
        await injectAs(t, who, 'POST', '/api/messages/mark-read', { group_id: g.id, is_group: true }),
        [403, 404],
        `${who.role} marks read`,
      );
      expect(await listedGroupIds(t, who)).not.toContain(g.id);
    }
    expect(await messagingState(t, p.id)).toBe(before);
  });

  it('a removed member can no longer read or send', async () => {
    const p = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.sef, p.isci]);
    await sendToGroup(t, p.isci, g.id, 'Henüz üyeyim');
    expectStatus(await drop(p.owner, g.id, p.isci.id), 200, 'remove');
    const before = await messagingState(t, p.id);
    expectStatus(await injectAs(t, p.isci, 'GET', `/api/groups/${g.id}/messages`), [403, 404], 'read');
    expectStatus(await injectAs(t, p.isci, 'POST', `/api/groups/${g.id}/messages`, { content: 'Hâlâ?' }), [403, 404]);
    expect(await messagingState(t, p.id)).toBe(before);
    expect(await listedGroupIds(t, p.isci)).not.toContain(g.id);
  });

  it("another company's people get 404 on every group call, with nothing changed", async () => {
    const p = await makePeople(t);
    const other = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.sef]);
    const before = await messagingState(t, p.id);
    for (const who of [other.owner, other.mudur, other.sef, other.isci]) {
      for (const res of [
        await injectAs(t, who, 'GET', `/api/groups/${g.id}`),
        await injectAs(t, who, 'GET', `/api/groups/${g.id}/messages`),
        await injectAs(t, who, 'POST', `/api/groups/${g.id}/messages`, { content: 'X' }),
        await add(who, g.id, who.id),
        await drop(who, g.id, p.sef.id),
      ])
        expectStatus(res, 404, `${who.role} ${res.statusCode}`);
    }
    expect(await messagingState(t, p.id)).toBe(before);
  });

  it("group messages reach every member's list, the sender's unread staying at zero", async () => {
    const p = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.sef, p.isci]);
    const res = await injectAs(t, p.isci, 'POST', `/api/groups/${g.id}/messages`, { content: 'Merhaba ekip' });
    expectStatus(res, createdStatuses, 'send');
    expect(res.json()).toMatchObject({ group_id: g.id, receiver_id: null, receiver: null, sender_id: p.isci.id });
    for (const who of [p.owner, p.sef, p.isci]) {
      const thread = await threadOf(t, who.id, g.id);
      expect(thread?.last_message_id, who.role).toBe(res.json().id);
      expect(thread?.unread_count, who.role).toBe(who.id === p.isci.id ? 0 : 1);
    }
  });
});
