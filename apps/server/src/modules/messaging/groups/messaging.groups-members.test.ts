import { group as groupSchema } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import {
  createGroup,
  expectDetail,
  expectStatus,
  grantGroups,
  groupMembership,
  makePeople,
  messagingState,
  sortedIds,
  threadOf,
} from '../messaging-test-kit.js';

/** Group members: the creator or the employer adds and removes; the creator stays. */
const t = useTestApp();

const { add, drop, memberIds } = groupMembership(t);

describe('members', () => {
  it('the creator (a granted supervisor) and the employer add and remove; other members and staff may not', async () => {
    const p = await makePeople(t);
    await grantGroups(t, p.sef);
    const g = await createGroup(t, p.sef, [p.isci]);
    // The creator adds, the employer adds (without being a member).
    expectStatus(await add(p.sef, g.id, p.isci2.id), 200, 'creator adds');
    const byOwner = await add(p.owner, g.id, p.mudur.id);
    expectStatus(byOwner, 200, 'employer adds');
    expect(groupSchema.parse(byOwner.json()).member_count).toBe(4);
    expect(await memberIds(g.id)).toEqual(sortedIds(p.sef, p.isci, p.isci2, p.mudur));

    const before = await messagingState(t, p.id);
    for (const who of [p.isci, p.mudur, p.sef2]) {
      expectStatus(await add(who, g.id, p.owner.id), [403, 404], `${who.role} adds`);
      expectStatus(await drop(who, g.id, p.isci2.id), [403, 404], `${who.role} removes`);
    }
    // A member is refused with 403 (they see the group); the detail is Turkish.
    const member = await add(p.isci, g.id, p.owner.id);
    expectStatus(member, 403, 'member adds');
    expectDetail(member);
    expect(await messagingState(t, p.id)).toBe(before);

    expectStatus(await drop(p.sef, g.id, p.isci2.id), 200, 'creator removes');
    expectStatus(await drop(p.owner, g.id, p.mudur.id), 200, 'employer removes');
    expect(await memberIds(g.id)).toEqual(sortedIds(p.sef, p.isci));
    // The removed members' threads go with them.
    expect(await threadOf(t, p.isci2.id, g.id)).toBeUndefined();
    expect(await threadOf(t, p.mudur.id, g.id)).toBeUndefined();
  });

  it('never removes the creator, not even by the employer or the creator', async () => {
    const p = await makePeople(t);
    await grantGroups(t, p.mudur);
    const g = await createGroup(t, p.mudur, [p.sef]);
    const before = await messagingState(t, p.id);
    for (const who of [p.owner, p.mudur]) {
      const res = await drop(who, g.id, p.mudur.id);
      expectStatus(res, [400, 403, 422], `${who.role} removes the creator`);
      expect(res.json().detail).toBe('Grubu kuran kişi gruptan çıkarılamaz');
    }
    expect(await messagingState(t, p.id)).toBe(before);
  });

  it('adds only approved staff of the company', async () => {
    const p = await makePeople(t);
    const other = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.sef]);
    const before = await messagingState(t, p.id);
    expectStatus(await add(p.owner, g.id, p.pending.id), [400, 403, 422], 'pending');
    expectStatus(await add(p.owner, g.id, other.isci.id), 404, 'another company');
    expectStatus(await add(p.owner, g.id, '00000000-0000-4000-8000-000000000000'), 404, 'nobody');
    expect(await messagingState(t, p.id)).toBe(before);
  });

  it('removing someone who is not a member is refused and changes nothing', async () => {
    const p = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.sef]);
    const before = await messagingState(t, p.id);
    expectStatus(await drop(p.owner, g.id, p.isci.id), [400, 404, 422], 'not a member');
    expect(await messagingState(t, p.id)).toBe(before);
  });
});
