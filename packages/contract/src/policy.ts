import type { Role } from './enums.js';

/**
 * Permission rules as pure functions: the server enforces them, the web uses them to show or
 * hide. Company membership is checked by the caller (a different company is a 404, not a rule).
 */
export interface Actor {
  role: Role;
  approved: boolean;
}

const assignableBy: Record<Role, readonly Role[]> = {
  isveren: ['mudur', 'sef', 'isci'],
  mudur: ['sef', 'isci'],
  sef: ['isci'],
  isci: [],
};

/** Who may assign a task to whom (PRODUCT.md §2). */
export function canAssign(actor: Actor, assignee: { role: Role; approved: boolean }): boolean {
  return actor.approved && assignee.approved && assignableBy[actor.role].includes(assignee.role);
}

export function assignableRoles(role: Role): readonly Role[] {
  return assignableBy[role];
}

/** Approving, rejecting, changing roles and group permission: the employer's. */
export function canManageStaff(actor: Actor): boolean {
  return actor.approved && actor.role === 'isveren';
}

/** The employee list (task assignment, screens): everyone who can assign someone. */
export function canListEmployees(actor: Actor): boolean {
  return actor.approved && actor.role !== 'isci';
}

/** Roles an employer can give in the role-change dialog: never isveren. */
export function canChangeRoleTo(actor: Actor, target: { role: Role }, newRole: Role): boolean {
  return canManageStaff(actor) && target.role !== 'isveren' && newRole !== 'isveren' && target.role !== newRole;
}

export function canManageCompany(actor: Actor): boolean {
  return actor.approved && actor.role === 'isveren';
}

/** Registration without a company code is allowed only where PRODUCT.md §2 says so. */
export function needsCompanyCode(role: Role): boolean {
  return role !== 'isveren';
}
