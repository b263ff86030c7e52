import { group as groupSchema, type GroupListItem } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.js';
import { jpeg } from '../../../test/sample-files.js';
import { injectAs, useTestApp } from '../../../test/test-app.js';
import {
  groupList,
  createGroup,
  deliveries,
  expectDetail,
  expectStatus,
  grantGroups,
  makePeople,
  messageFiles,
  messageRows,
  messagingState,
  sendToGroup,
  uploadFile,
} from '../messaging-test-kit.js';

/**
 * The employer sees and manages every group of her company (docs/product-rules.md#messaging): the
 * groups she is not in are listed to her, flagged; she reads one's messages only once she joins.
 * The creator or the employer renames and deletes a group; nobody else.
 */
const t = useTestApp();

const listOf = (who: TestUser): Promise<GroupListItem[]> => groupList(t, who);

/** A company where the supervisor (granted) made a group with the worker; the employer is not in it. */
async function supervisorsGroup() {
  const p = await makePeople(t);
  await grantGroups(t, p.sef);
  const g = await createGroup(t, p.sef, [p.isci], 'Depo ekibi');
  await sendToGroup(t, p.isci, g.id, 'Rampa 3 boş');
  return { p, g };
}

describe('the groups the employer is not in', () => {
  it('are listed to her after her own, flagged; to nobody else who is not in them', async () => {
    const { p, g } = await supervisorsGroup();
    const own = await createGroup(t, p.owner, [p.mudur], 'Yönetim');
    const hers = await listOf(p.owner);
    expect(hers.map((row) => [row.id, row.is_member])).toEqual([
      [own.id, true],
      [g.id, false],
    ]);
    // As she sees it from outside: its fields and members, no message and nothing unread.
    expect(hers[1]).toMatchObject({ name: 'Depo ekibi', member_count: 2, last_message: null, unread_count: 0 });
    expect((await listOf(p.isci)).map((row) => [row.id, row.is_member])).toEqual([[g.id, true]]);
    expect((await listOf(p.mudur)).map((row) => row.id)).toEqual([own.id]);
    expect(await listOf(p.sef2)).toEqual([]);
  });

  it('opens to her with its members; its messages only once she joins, as any member', async () => {
    const { p, g } = await supervisorsGroup();
    const detail = await injectAs(t, p.owner, 'GET', `/api/groups/${g.id}`);
    expectStatus(detail, 200, 'details');
    const seen = groupSchema.parse(detail.json());
    expect(seen.is_member).toBe(false);
    expect(seen.member_details.map((m) => m.id).sort()).toEqual([p.sef.id, p.isci.id].sort());

    const before = await messagingState(t, p.id);
    for (const res of [
      await injectAs(t, p.owner, 'GET', `/api/groups/${g.id}/messages`),
      await injectAs(t, p.owner, 'POST', `/api/groups/${g.id}/messages`, { content: 'Merhaba' }),
      await injectAs(t, p.owner, 'POST', '/api/messages/mark-read', { group_id: g.id, is_group: true }),
    ]) {
      expectStatus(res, 403, 'not a member yet');
      expectDetail(res);
    }
    expect(await messagingState(t, p.id)).toBe(before);

    expectStatus(await injectAs(t, p.owner, 'POST', `/api/groups/${g.id}/members`, { user_id: p.owner.id }), 200);
    const messages = await injectAs(t, p.owner, 'GET', `/api/groups/${g.id}/messages`);
    expectStatus(messages, 200, 'a member now');
    expect(messages.json()).toEqual([expect.objectContaining({ content: 'Rampa 3 boş' })]);
    expect((await listOf(p.owner)).map((row) => [row.id, row.is_member])).toEqual([[g.id, true]]);
  });

  it('stay closed to a non-member who is not the employer', async () => {
    const { p, g } = await supervisorsGroup();
    for (const who of [p.mudur, p.sef2, p.isci2]) {
      const res = await injectAs(t, who, 'GET', `/api/groups/${g.id}`);
      expectStatus(res, 403, `${who.role} reads the group`);
      expectDetail(res);
    }
  });
});

describe('PUT /api/groups/{id}', () => {
  it('the creator and the employer rename it and change its description; the members hear it', async () => {
    const { p, g } = await supervisorsGroup();
    const renamed = await injectAs(t, p.sef, 'PUT', `/api/groups/${g.id}`, {
      name: '  Gece ekibi ',
      description: 'Gece\nvardiyası',
    });
    expectStatus(renamed, 200, 'creator');
    expect(groupSchema.parse(renamed.json())).toMatchObject({
      name: 'Gece ekibi',
      description: 'Gece\nvardiyası',
      is_member: true,
    });

    const heard = await deliveries(t, () => injectAs(t, p.owner, 'PUT', `/api/groups/${g.id}`, { name: 'Depo' }));
    // A blank or absent description clears it, as at creation.
    expect((await listOf(p.isci))[0]).toMatchObject({ name: 'Depo', description: null });
    expect(heard).toContainEqual({
      audience: { kind: 'group', companyId: p.id, groupId: g.id },
      event: expect.objectContaining({ type: 'group.updated', group: expect.objectContaining({ name: 'Depo' }) }),
    });
    // The employer, not in it, hears it too.
    expect(heard).toContainEqual({
      audience: { kind: 'roles', companyId: p.id, roles: ['isveren'] },
      event: expect.objectContaining({ type: 'group.updated', group_id: g.id }),
    });
  });

  it('refuses the other members and everyone else, and bad names, changing nothing', async () => {
    const { p, g } = await supervisorsGroup();
    await injectAs(t, p.sef, 'POST', `/api/groups/${g.id}/members`, { user_id: p.mudur.id });
    const before = await messagingState(t, p.id);
    for (const who of [p.isci, p.mudur, p.sef2, p.pending]) {
      const res = await injectAs(t, who, 'PUT', `/api/groups/${g.id}`, { name: 'Benim grubum' });
      expectStatus(res, 403, `${who.role}${who === p.pending ? ' (pending)' : ''}`);
      expectDetail(res);
    }
    for (const body of [
      { name: '   ' },
      { name: '' },
      {},
      { name: 'x'.repeat(101) },
      { name: 'Tamam', description: 'x'.repeat(501) },
    ]) {
      const res = await injectAs(t, p.owner, 'PUT', `/api/groups/${g.id}`, body);
      expectStatus(res, 422, JSON.stringify(body).slice(0, 60));
      expectDetail(res);
    }
    const blank = await injectAs(t, p.owner, 'PUT', `/api/groups/${g.id}`, { name: '  ' });
    expect(JSON.stringify(blank.json())).toContain('Grup adı boş olamaz');
    expect(await messagingState(t, p.id)).toBe(before);

    const stranger = await makePeople(t);
    const res = await injectAs(t, stranger.owner, 'PUT', `/api/groups/${g.id}`, { name: 'Sızma' });
    expectStatus(res, 404, "another company's employer");
    expect(await messagingState(t, p.id)).toBe(before);
  });
});

describe('DELETE /api/groups/{id}', () => {
  it('the employer deletes a group she is not in: its messages, files and pins go; its members are told', async () => {
    const { p, g } = await supervisorsGroup();
    const photo = await uploadFile(t, p.isci, { group_id: g.id, content: '' }, 'raf.jpg', await jpeg(64, 48));
    expectStatus(photo, [200, 201], 'group photo');
    await t.app.files.thumbnails.idle();
    expectStatus(
      await injectAs(t, p.isci, 'POST', '/api/conversations/pin', { conversation_id: g.id, is_group: true }),
      200,
    );
    const other = await createGroup(t, p.owner, [p.isci], 'Kalan');
    await sendToGroup(t, p.isci, other.id, 'Ben kalıyorum');
    expect(messageFiles(t).length).toBeGreaterThan(0);

    const heard = await deliveries(t, async () => {
      const res = await injectAs(t, p.owner, 'DELETE', `/api/groups/${g.id}`);
      expectStatus(res, 200, 'delete');
      expect(res.json()).toEqual({ message: 'Grup silindi' });
    });

    expectStatus(await injectAs(t, p.sef, 'GET', `/api/groups/${g.id}`), 404, 'gone');
    expect((await messageRows(t, p.id)).map((m) => m.content)).toEqual(['Ben kalıyorum']);
    expect(messageFiles(t)).toEqual([]);
    expect((await listOf(p.isci)).map((row) => row.id)).toEqual([other.id]);
    const me = await injectAs(t, p.isci, 'GET', '/api/auth/me');
    expectStatus(me, 200, 'me');
    expect(me.json()).toMatchObject({ pinned_conversations: [] });
    expect(heard).toContainEqual({
      audience: { kind: 'users', companyId: p.id, userIds: expect.arrayContaining([p.sef.id, p.isci.id]) },
      event: { type: 'group.deleted', group_id: g.id },
    });
    expect(heard).toContainEqual({
      audience: { kind: 'roles', companyId: p.id, roles: ['isveren'] },
      event: { type: 'group.deleted', group_id: g.id },
    });
  });

  it('the creator deletes their own; the other members and everyone else are refused, nothing changed', async () => {
    const { p, g } = await supervisorsGroup();
    const before = await messagingState(t, p.id);
    for (const who of [p.isci, p.mudur, p.sef2, p.pending]) {
      const res = await injectAs(t, who, 'DELETE', `/api/groups/${g.id}`);
      expectStatus(res, 403, `${who.role}${who === p.pending ? ' (pending)' : ''}`);
      expectDetail(res);
    }
    const stranger = await makePeople(t);
    expectStatus(await injectAs(t, stranger.owner, 'DELETE', `/api/groups/${g.id}`), 404, "another company's employer");
    expect(await messagingState(t, p.id)).toBe(before);

    expectStatus(await injectAs(t, p.sef, 'DELETE', `/api/groups/${g.id}`), 200, 'creator');
    expect(await listOf(p.sef)).toEqual([]);
    expectStatus(await injectAs(t, p.sef, 'DELETE', `/api/groups/${g.id}`), 404, 'again');
  });
});
