import { describe, expect, it } from 'vitest';
import { roles, taskStatuses, type Role, type TaskStatus } from './enums.js';
import { canReviewTask, canTransition, canViewAnalytics, canViewTask, canWorkOnTask, taskAudience } from './policy.js';
import { isOverdue } from './task-rules.js';

const me = (role: Role, approved = true) => ({ role, approved, userId: 'me' });
const task = (over: Partial<{ assigned_to: string; assigned_by: string; assignerRole: Role }> = {}) => ({
  assigned_to: 'worker',
  assigned_by: 'boss',
  assignerRole: 'isveren' as Role,
  ...over,
});

describe('task visibility and review, for every role × relation', () => {
  // relation → role → [view, work, review]
  const table: Record<string, Record<Role, [boolean, boolean, boolean]>> = {
    assignee: {
      isveren: [true, true, false],
      mudur: [true, true, false],
      sef: [true, true, false],
      isci: [true, true, false],
    },
    assigner: {
      isveren: [true, false, true],
      mudur: [true, false, true],
      sef: [true, false, true],
      isci: [true, false, true],
    },
    'unrelated (employer assigned)': {
      isveren: [true, false, true],
      mudur: [false, false, false],
      sef: [false, false, false],
      isci: [false, false, false],
    },
    'unrelated (supervisor assigned)': {
      isveren: [true, false, true],
      mudur: [true, false, true],
      sef: [false, false, false],
      isci: [false, false, false],
    },
  };
  const tasks: Record<string, ReturnType<typeof task>> = {
    assignee: task({ assigned_to: 'me' }),
    assigner: task({ assigned_by: 'me' }),
    'unrelated (employer assigned)': task(),
    'unrelated (supervisor assigned)': task({ assignerRole: 'sef', assigned_by: 'someSef' }),
  };
  for (const [relation, byRole] of Object.entries(table)) {
    for (const role of roles) {
      it(`${role}, ${relation}`, () => {
        const t = tasks[relation]!;
        expect([canViewTask(me(role), t), canWorkOnTask(me(role), t), canReviewTask(me(role), t)]).toEqual(
          byRole[role],
        );
        expect([
          canViewTask(me(role, false), t),
          canWorkOnTask(me(role, false), t),
          canReviewTask(me(role, false), t),
        ]).toEqual([false, false, false]);
      });
    }
  }
});

describe('canTransition', () => {
  const allowed = new Set(['atanmis>baslatildi', 'baslatildi>tamamlandi', 'revize_gerekli>tamamlandi']);
  for (const from of taskStatuses) {
    for (const to of taskStatuses) {
      it(`${from} → ${to}`, () =>
        expect(canTransition(from as TaskStatus, to as TaskStatus)).toBe(allowed.has(`${from}>${to}`)));
    }
  }
});

describe('canViewAnalytics', () => {
  const table: Record<Role, Role[]> = {
    isveren: ['mudur', 'sef', 'isci'],
    mudur: ['sef', 'isci'],
    sef: ['isci'],
    isci: [],
  };
  for (const actor of roles) {
    it(actor, () => {
      expect(roles.filter((target) => canViewAnalytics({ role: actor, approved: true }, { role: target }))).toEqual(
        table[actor],
      );
      expect(roles.filter((target) => canViewAnalytics({ role: actor, approved: false }, { role: target }))).toEqual(
        [],
      );
    });
  }
});

describe('isOverdue', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('is past deadline and not completed or approved', () => {
    expect(isOverdue({ deadline: '2026-11-22T11:59:00Z', status: 'atanmis' }, now)).toBe(true);
    expect(isOverdue({ deadline: '2026-11-22T11:59:00Z', status: 'revize_gerekli' }, now)).toBe(true);
    expect(isOverdue({ deadline: '2026-11-22T11:59:00Z', status: 'tamamlandi' }, now)).toBe(false);
    expect(isOverdue({ deadline: '2026-11-22T11:59:00Z', status: 'onaylandi' }, now)).toBe(false);
    expect(isOverdue({ deadline: '2026-11-22T12:01:00Z', status: 'baslatildi' }, now)).toBe(false);
    expect(isOverdue({ deadline: null, status: 'atanmis' }, now)).toBe(false);
  });
});

describe('taskAudience', () => {
  it('names both parties, the employer, and the managers for a supervisor’s task', () => {
    expect(taskAudience(task())).toEqual({ userIds: ['worker', 'boss'], roles: ['isveren'] });
    expect(taskAudience(task({ assignerRole: 'sef' }))).toEqual({
      userIds: ['worker', 'boss'],
      roles: ['isveren', 'mudur'],
    });
  });

  it('holds exactly the approved people canViewTask lets see the task', () => {
    const people = ['worker', 'boss', 'me'];
    for (const assignerRole of roles)
      for (const role of roles)
        for (const userId of people) {
          const t = task({ assignerRole });
          const audience = taskAudience(t);
          const inAudience = audience.userIds.includes(userId) || audience.roles.includes(role);
          expect(canViewTask({ role, approved: true, userId }, t)).toBe(inAudience);
          expect(canViewTask({ role, approved: false, userId }, t)).toBe(false);
        }
  });
});
