import {
  assignableRoles,
  createTaskInput,
  type CreateTaskInput,
  type Employee,
  type Priority,
  type Role,
} from '@vazife/contract';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { contractValidation } from '../../../lib/contract-form';
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

/** The request's text fields as the dialog sends them (no assignee yet is left out: the contract says so). */
export function toCreateTaskRequest(values: CreateTaskFormValues): Partial<CreateTaskInput> {
  return {
    title: values.title,
    description: values.description,
    assigned_to: values.assigned_to ?? undefined,
    priority: values.priority,
    deadline: deadlineToIso(values.deadline) ?? undefined,
  };
}

/**
 * The create dialog's rules: the contract's (title, description, assignee, deadline), and the
 * picker's own, stricter than the server's allowance for a slow clock: not before this minute.
 */
export function createTaskValidation(t: TFunction, now: () => Date = () => new Date()) {
  return contractValidation(createTaskInput, toCreateTaskRequest, (values: CreateTaskFormValues) => ({
    deadline: isPastDeadline(values.deadline, now()) ? t('tasks.create.deadlinePast') : null,
  }));
}

/** The picker's local time as ISO 8601 with the zone, as the API wants it. */
export function deadlineToIso(value: string | null): string | null {
  if (!value) return null;
  const deadline = dayjs(value);
  return deadline.isValid() ? deadline.toISOString() : null;
}
