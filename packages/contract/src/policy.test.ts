import { describe, expect, it } from 'vitest';
import { roles, type Role } from './enums.js';
import {
  canAssign,
  canCreateAnnouncement,
  managesAnnouncement,
  canChangeRoleTo,
  canCreateReport,
  canReadReport,
  readsAllReports,
  canListEmployees,
  canManageCompany,
  canManageStaff,
  needsCompanyCode,
} from './policy.js';

const approved = (role: Role) => ({ role, approved: true });
const pending = (role: Role) => ({ role, approved: false });

describe('canAssign', () => {
  // Rows: assigner; columns: assignee (isveren, mudur, sef, isci).
  const table: Record<Role, Record<Role, boolean>> = {
    isveren: { isveren: false, mudur: true, sef: true, isci: true },
    mudur: { isveren: false, mudur: false, sef: true, isci: true },
    sef: { isveren: false, mudur: false, sef: false, isci: true },
    isci: { isveren: false, mudur: false, sef: false, isci: false },
  };
  for (const actor of roles) {
    for (const assignee of roles) {
      it(`${actor} → ${assignee}: ${table[actor][assignee]}`, () => {
        expect(canAssign(approved(actor), approved(assignee))).toBe(table[actor][assignee]);
      });
    }
  }
  it('refuses pending assigners and pending assignees', () => {
    for (const actor of roles)
      for (const assignee of roles) {
        expect(canAssign(pending(actor), approved(assignee))).toBe(false);
        expect(canAssign(approved(actor), pending(assignee))).toBe(false);
      }
  });
});

describe('staff management', () => {
  const expected: Record<Role, { manage: boolean; list: boolean; company: boolean }> = {
    isveren: { manage: true, list: true, company: true },
    mudur: { manage: false, list: true, company: false },
    sef: { manage: false, list: true, company: false },
    isci: { manage: false, list: false, company: false },
  };
  for (const role of roles) {
    it(`${role}`, () => {
      expect(canManageStaff(approved(role))).toBe(expected[role].manage);
      expect(canListEmployees(approved(role))).toBe(expected[role].list);
      expect(canManageCompany(approved(role))).toBe(expected[role].company);
      expect(canManageStaff(pending(role))).toBe(false);
      expect(canListEmployees(pending(role))).toBe(false);
      expect(canManageCompany(pending(role))).toBe(false);
    });
  }
});

describe('canChangeRoleTo', () => {
  it('lets the employer move staff between isci, sef and mudur only', () => {
    const boss = approved('isveren');
    expect(canChangeRoleTo(boss, { role: 'isci' }, 'sef')).toBe(true);
    expect(canChangeRoleTo(boss, { role: 'sef' }, 'mudur')).toBe(true);
    expect(canChangeRoleTo(boss, { role: 'mudur' }, 'isci')).toBe(true);
    expect(canChangeRoleTo(boss, { role: 'isci' }, 'isci')).toBe(false);
    expect(canChangeRoleTo(boss, { role: 'isci' }, 'isveren')).toBe(false);
    expect(canChangeRoleTo(boss, { role: 'isveren' }, 'mudur')).toBe(false);
  });
  it('refuses everyone else', () => {
    for (const role of ['mudur', 'sef', 'isci'] as const) {
      expect(canChangeRoleTo(approved(role), { role: 'isci' }, 'sef')).toBe(false);
    }
  });
});

describe('needsCompanyCode', () => {
  it('is true for staff and false for the employer', () => {
    expect(roles.map(needsCompanyCode)).toEqual([false, true, true, true]);
  });
});

describe('reports', () => {
  // Writes one; reads everyone's; reads their own; reads another's.
  const table: Record<Role, [boolean, boolean, boolean, boolean]> = {
    isveren: [false, true, true, true],
    mudur: [false, true, true, true],
    sef: [false, true, true, true],
    isci: [true, false, true, false],
  };
  for (const role of roles) {
    it(`${role}: ${table[role].join(', ')}`, () => {
      const actor = { ...approved(role), userId: 'ben' };
      expect([
        canCreateReport(actor),
        readsAllReports(actor),
        canReadReport(actor, { user_id: 'ben' }),
        canReadReport(actor, { user_id: 'baskasi' }),
      ]).toEqual(table[role]);
    });
  }
  it('gives a pending person nothing', () => {
    for (const role of roles) {
      const actor = { ...pending(role), userId: 'ben' };
      expect([canCreateReport(actor), readsAllReports(actor), canReadReport(actor, { user_id: 'ben' })]).toEqual([
        false,
        false,
        false,
      ]);
    }
  });
});

describe('announcements', () => {
  const creates: Record<Role, boolean> = { isveren: true, mudur: true, sef: false, isci: false };
  for (const role of roles)
    it(`${role} creates: ${creates[role]}; pending never`, () => {
      expect(canCreateAnnouncement(approved(role))).toBe(creates[role]);
      expect(canCreateAnnouncement(pending(role))).toBe(false);
    });

  it('is managed (deleted, its readers seen) by its creator and the employer only', () => {
    const own = { created_by: 'me' };
    const other = { created_by: 'someone' };
    for (const role of roles) {
      const me = { ...approved(role), userId: 'me' };
      expect(managesAnnouncement(me, own), role).toBe(true);
      expect(managesAnnouncement(me, other), role).toBe(role === 'isveren');
      expect(managesAnnouncement({ ...pending(role), userId: 'me' }, own), role).toBe(false);
    }
  });
});
