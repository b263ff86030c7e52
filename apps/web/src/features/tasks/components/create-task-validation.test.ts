import type { Employee } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { assigneesFor, createTaskRules, deadlineToIso, isPastDeadline } from './create-task-validation';

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

describe('createTaskRules', () => {
  const now = new Date('2026-11-22T12:30:20');
  const rules = createTaskRules(t, () => now);

  it('requires a title, a description and an assignee', () => {
    expect(rules.title('  ')).toBe('Görev başlığı zorunludur');
    expect(rules.description('')).toBe('Görev açıklaması zorunludur');
    expect(rules.assigned_to(null)).toBe('Görevin atanacağı kişi seçilmelidir');
    expect(rules.title('Raf sayımı')).toBeNull();
    expect(rules.assigned_to('i')).toBeNull();
  });

  it('refuses a deadline in the past, allows none, the current minute and later', () => {
    expect(rules.deadline('2026-11-22 12:29:00')).toBe('Son tarih geçmiş bir zaman olamaz');
    expect(rules.deadline('2026-11-21 18:00:00')).toBe('Son tarih geçmiş bir zaman olamaz');
    expect(rules.deadline(null)).toBeNull();
    expect(rules.deadline('2026-11-22 12:30:00')).toBeNull();
    expect(rules.deadline('2026-11-23 09:00:00')).toBeNull();
    expect(isPastDeadline('2026-11-22 12:29:59', now)).toBe(true);
  });

  it('sends the deadline as ISO 8601', () => {
    expect(deadlineToIso('2026-11-23 09:00:00')).toBe(new Date('2026-11-23T09:00:00').toISOString());
    expect(deadlineToIso(null)).toBeNull();
  });
});
