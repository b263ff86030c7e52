import type { SearchKind } from '@vazife/contract';

/** The kinds in the order the results show them. */
export const searchKinds: readonly SearchKind[] = ['tasks', 'employees', 'reports', 'announcements'];

/**
 * Where a result opens: the same links as the bell's (the server's notification.texts.ts), which
 * the screens read to open the object's dialog (`/dashboard?task=…`: the task's detail). A person
 * opens on the employees page (their card, a worker's analysis) for whoever manages the staff, and
 * as a conversation for the managers and supervisors, who have no such page.
 */
export function linkOf(kind: SearchKind, id: string, managesStaff: boolean): string {
  const key = encodeURIComponent(id);
  switch (kind) {
    case 'tasks':
      return `/dashboard?task=${key}`;
    case 'employees':
      return managesStaff ? `/dashboard/employees?employee=${key}` : `/dashboard/messages?user=${key}`;
    case 'reports':
      return `/dashboard/reports?report=${key}`;
    case 'announcements':
      return `/dashboard/announcements?announcement=${key}`;
  }
}
