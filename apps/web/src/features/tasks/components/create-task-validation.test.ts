import type { Employee } from '@vazife/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import {
  assigneesFor,
  createTaskValidation,
  deadlineToIso,
  emptyCreateTask,
  isPastDeadline,
  type CreateTaskFormValues,
} from './create-task-validation';

const t = i18n.t.bind(i18n);

const staff = (id: string, role: Employee['role'], approved = true): Employee => ({
  id,
  name: id,
  email: `${id}@example.com`,
  phone: null,
  role,
  is_approved: approved,
  can_create_groups: false,
  created_at: '2026-11-01T10:00:00Z',
});

const everyone = [staff('m', 'mudur'), staff('s', 'sef'), staff('i', 'isci'), staff('p', 'isci', false)];

describe('assigneesFor', () => {
  it('offers each role the roles below it, approved only', () => {
    expect(assigneesFor(everyone, 'isveren').map((e) => e.id)).toEqual(['m', 's', 'i']);
    expect(assigneesFor(everyone, 'mudur').map((e) => e.id)).toEqual(['s', 'i']);
    expect(assigneesFor(everyone, 'sef').map((e) => e.id)).toEqual(['i']);
    expect(assigneesFor(everyone, 'isci')).toEqual([]);
  });
});

describe('createTaskValidation', () => {
  const now = new Date(Date.now() + 24 * 3600 * 1000);
  const validate = createTaskValidation(t, () => now);
  const at = (date: Date) => dayjs(date).format('YYYY-MM-DD HH:mm:ss');
  const errorsOf = (values: Partial<CreateTaskFormValues>) => validate({ ...emptyCreateTask, ...values });
  const filled = { title: 'Raf sayımı', description: 'A blok', assigned_to: 'i' };

  it("requires a title, a description and an assignee, in the contract's words", () => {
    expect(errorsOf({ title: '  ' })).toMatchObject({
      title: 'Görev başlığı zorunludur',
      description: 'Görev açıklaması zorunludur',
      assigned_to: 'Görevin atanacağı kişi seçilmelidir',
    });
    expect(errorsOf(filled)).toEqual({});
  });

  it("takes the contract's length limit", () => {
    expect(errorsOf({ ...filled, title: 'x'.repeat(201) }).title).toBe('En fazla 200 karakter girilebilir');
  });

  it('refuses a deadline before the current minute, allows none, the current minute and later', () => {
    expect(errorsOf({ ...filled, deadline: at(new Date(now.getTime() - 60_000)) }).deadline).toBe(
      'Son tarih geçmiş bir zaman olamaz',
    );
    expect(errorsOf({ ...filled, deadline: '2020-01-01 18:00:00' }).deadline).toBe('Son tarih geçmiş bir zaman olamaz');
    expect(errorsOf({ ...filled, deadline: null })).toEqual({});
    expect(errorsOf({ ...filled, deadline: at(now) })).toEqual({});
    expect(errorsOf({ ...filled, deadline: at(new Date(now.getTime() + 3600_000)) })).toEqual({});
    expect(isPastDeadline('2026-11-22 12:29:59', new Date('2026-11-22T12:30:20'))).toBe(true);
  });

  it('sends the deadline as ISO 8601', () => {
    expect(deadlineToIso('2026-11-23 09:00:00')).toBe(new Date('2026-11-23T09:00:00').toISOString());
    expect(deadlineToIso(null)).toBeNull();
  });
});
