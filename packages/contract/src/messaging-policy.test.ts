import { describe, expect, it } from 'vitest';
import { messagingModes, roles } from './enum-values.js';
import type { MessagingMode, Role } from './enums.js';
import {
  canChangeMessage,
  canCreateGroup,
  canManageGroup,
  canMessage,
  canRemoveGroupMember,
  canSendBulk,
  messagingRoles,
  seesEveryGroup,
} from './messaging-policy.js';

/**
 * The tables are written from the rule's sentences (docs/product-rules.md#messaging), not copied
 * from the implementation: - hiyerarsik: isci with sef; sef with isci, mudur and sef; mudur with
 * sef; everyone with the employer. - acik: isci with isci, sef and the employer; sef with isci and
 * the employer; mudur with everyone. Rows: the one who writes; columns: the one written to.
 */
const Y = true;
const N = false;
const expected: Record<MessagingMode, Record<Role, Record<Role, boolean>>> = {
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

let seq = 0;
const person = (role: Role, approved = true) => ({ id: `u${++seq}`, userId: `u${seq}`, role, approved });
const actorOf = (p: ReturnType<typeof person>) => ({ userId: p.userId, role: p.role, approved: p.approved });
const otherOf = (p: ReturnType<typeof person>) => ({ id: p.id, role: p.role, approved: p.approved });

describe('canMessage: the role table of each mode', () => {
  for (const mode of messagingModes)
    for (const from of roles)
      for (const to of roles) {
        const want = expected[mode][from][to];
        it(`${mode}: ${from} → ${to} is ${want ? 'allowed' : 'refused'}`, () => {
          expect(canMessage(actorOf(person(from)), otherOf(person(to)), mode)).toBe(want);
          expect(canMessage(actorOf(person(from)), otherOf(person(to)), mode, {})).toBe(want);
        });
      }

  it('is symmetric: "with" works both ways in both modes', () => {
    for (const mode of messagingModes)
      for (const a of roles)
        for (const b of roles)
          expect(canMessage(actorOf(person(a)), otherOf(person(b)), mode), `${mode} ${a}/${b}`).toBe(
            canMessage(actorOf(person(b)), otherOf(person(a)), mode),
          );
  });

  it('messagingRoles lists exactly the allowed columns of the table', () => {
    for (const mode of messagingModes)
      for (const from of roles)
        expect([...messagingRoles(mode, from)].sort(), `${mode} ${from}`).toEqual(
          roles.filter((to) => expected[mode][from][to]).sort(),
        );
  });
});

describe('canMessage: the two ties open a refused pair', () => {
  const refusedPairs = messagingModes.flatMap((mode) =>
    roles.flatMap((from) => roles.filter((to) => !expected[mode][from][to]).map((to) => ({ mode, from, to }))),
  );

  it('there are refused pairs to open in both modes', () => {
    expect(refusedPairs.filter((p) => p.mode === 'hiyerarsik').length).toBeGreaterThan(0);
    expect(refusedPairs.filter((p) => p.mode === 'acik').length).toBeGreaterThan(0);
  });

  it('anyone may answer a conversation started with them', () => {
    for (const { mode, from, to } of refusedPairs)
      expect(
        canMessage(actorOf(person(from)), otherOf(person(to)), mode, { wroteToActor: true }),
        `${mode} ${from} → ${to}`,
      ).toBe(true);
  });

  it('a worker may always write to whoever assigned them a task; no other role gains by it', () => {
    for (const { mode, from, to } of refusedPairs)
      expect(
        canMessage(actorOf(person(from)), otherOf(person(to)), mode, { assignedActorATask: true }),
        `${mode} ${from} → ${to}`,
      ).toBe(from === 'isci');
  });

  it('a tie the other way round (the actor wrote first, the actor assigned the task) opens nothing', () => {
    for (const { mode, from, to } of refusedPairs)
      expect(
        canMessage(actorOf(person(from)), otherOf(person(to)), mode, {
          wroteToActor: false,
          assignedActorATask: false,
        }),
      ).toBe(false);
  });
});

describe('canMessage: never', () => {
  const allTies = { wroteToActor: true, assignedActorATask: true };

  it('to oneself, in any mode, role or tie', () => {
    for (const mode of messagingModes)
      for (const role of roles) {
        const me = person(role);
        expect(canMessage(actorOf(me), otherOf(me), mode)).toBe(false);
        expect(canMessage(actorOf(me), otherOf(me), mode, allTies)).toBe(false);
      }
  });

  it('from or to a pending person, even with both ties', () => {
    for (const mode of messagingModes)
      for (const a of roles)
        for (const b of roles) {
          expect(canMessage(actorOf(person(a, false)), otherOf(person(b)), mode, allTies)).toBe(false);
          expect(canMessage(actorOf(person(a)), otherOf(person(b, false)), mode, allTies)).toBe(false);
        }
  });
});

describe('the other messaging rules', () => {
  it("bulk messages are the approved employer's alone", () => {
    for (const role of roles) {
      expect(canSendBulk({ role, approved: true }), role).toBe(role === 'isveren');
      expect(canSendBulk({ role, approved: false }), role).toBe(false);
    }
  });

  it('groups are created by the employer, or by staff granted can_create_groups', () => {
    for (const role of roles) {
      expect(canCreateGroup({ role, approved: true, canCreateGroups: false }), role).toBe(role === 'isveren');
      expect(canCreateGroup({ role, approved: true, canCreateGroups: true }), role).toBe(true);
      expect(canCreateGroup({ role, approved: false, canCreateGroups: true }), role).toBe(false);
    }
  });

  it('members are managed by the creator or the employer; the creator is never removed', () => {
    const group = { created_by: 'creator' };
    for (const role of roles) {
      const creator = { userId: 'creator', role, approved: true };
      const stranger = { userId: 'someone', role, approved: true };
      expect(canManageGroup(creator, group), role).toBe(true);
      expect(canManageGroup(stranger, group), role).toBe(role === 'isveren');
      expect(canManageGroup({ ...creator, approved: false }, group), role).toBe(false);
      expect(canRemoveGroupMember(creator, group, 'member'), role).toBe(true);
      expect(canRemoveGroupMember(creator, group, 'creator'), role).toBe(false);
      expect(canRemoveGroupMember(stranger, group, 'member'), role).toBe(role === 'isveren');
      expect(canRemoveGroupMember(stranger, group, 'creator'), role).toBe(false);
    }
  });

  it('the employer alone sees the groups she is not in', () => {
    for (const role of roles) {
      expect(seesEveryGroup({ role, approved: true }), role).toBe(role === 'isveren');
      expect(seesEveryGroup({ role, approved: false }), role).toBe(false);
    }
  });

  it('edit, delete and read status belong to the sender', () => {
    expect(canChangeMessage({ userId: 'a' }, { sender_id: 'a' })).toBe(true);
    expect(canChangeMessage({ userId: 'b' }, { sender_id: 'a' })).toBe(false);
  });
});
