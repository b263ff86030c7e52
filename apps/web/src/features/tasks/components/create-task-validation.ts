import { assignableRoles, taskLimits, type Employee, type Priority, type Role } from '@vazife/contract';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { PickedFile } from './file-rules';

export interface CreateTaskFormValues {
  title: string;
  description: string;
  assigned_to: string | null;
  priority: Priority;
  /** The picker's "YYYY-MM-DD HH:mm:ss" in local time, or null. */
  deadline: string | null;
  image: PickedFile[];
}

export const emptyCreateTask: CreateTaskFormValues = {
  title: '',
  description: '',
  assigned_to: null,
  priority: 'orta',
  deadline: null,
  image: [],
};

/** Approved staff the user may assign to (isveren → mudur, sef, isci; mudur → sef, isci; sef → isci). */
export function assigneesFor(employees: Employee[], role: Role): Employee[] {
  const allowed = assignableRoles(role);
  return employees.filter((employee) => employee.is_approved && allowed.includes(employee.role));
}

/** A deadline may not lie before the current minute (the picker has no seconds). */
export function isPastDeadline(value: string | null, now: Date = new Date()): boolean {
  if (!value) return false;
  const deadline = dayjs(value);
  return deadline.isValid() && deadline.isBefore(dayjs(now).startOf('minute'));
}

/** The create dialog's rules (seeds part 1 §5), worded from the catalogue. */
export function createTaskRules(t: TFunction, now: () => Date = () => new Date()) {
  return {
    title: (value: string) =>
      !value.trim()
        ? t('tasks.create.titleRequired')
        : value.trim().length > taskLimits.titleMax
          ? t('tasks.create.titleTooLong', { max: taskLimits.titleMax })
          : null,
    description: (value: string) => (value.trim() ? null : t('tasks.create.descriptionRequired')),
    assigned_to: (value: string | null) => (value ? null : t('tasks.create.assigneeRequired')),
    deadline: (value: string | null) => (isPastDeadline(value, now()) ? t('tasks.create.deadlinePast') : null),
  };
}

/** The picker's local time as ISO 8601 with the zone, as the API wants it. */
export function deadlineToIso(value: string | null): string | null {
  if (!value) return null;
  const deadline = dayjs(value);
  return deadline.isValid() ? deadline.toISOString() : null;
}
