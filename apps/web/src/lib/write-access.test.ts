import { writesWhileExpired } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { makeCompany } from '../test/company-fixtures';
import { writeBlockOf } from './write-access';

const now = new Date('2026-12-07T12:00:00Z');

describe('writeBlockOf', () => {
  it('refuses every write of an ended company but those the server still takes', () => {
    const ended = makeCompany({ subscription_status: 'expired' });
    for (const call of [
      'POST /api/tasks/create',
      'POST /api/tasks/{id}/update-status',
      'POST /api/messages/send',
    ] as const)
      expect(writeBlockOf(call, ended, false, now), call).toEqual({ kind: 'expired', employer: false });
    expect(writeBlockOf('POST /api/reports/create', ended, true, now)).toEqual({ kind: 'expired', employer: true });
    // Reading, marking read, signing out and buying: the contract's list, the server's too.
    for (const call of writesWhileExpired) expect(writeBlockOf(call, ended, true, now), call).toBeNull();
  });

  it('reads a subscription past its end date as ended before any job stored it, and a cancelled one too', () => {
    const lapsed = makeCompany({ subscription_status: 'active', subscription_end_date: '2026-12-07T11:59:00Z' });
    expect(writeBlockOf('POST /api/announcements/create', lapsed, true, now)).toEqual({
      kind: 'expired',
      employer: true,
    });
    const cancelled = makeCompany({ subscription_status: 'cancelled' });
    expect(writeBlockOf('POST /api/tasks/create', cancelled, false, now)).not.toBeNull();
  });

  it('leaves a running company, a trial, and a company not loaded yet alone', () => {
    expect(writeBlockOf('POST /api/tasks/create', makeCompany(), true, now)).toBeNull();
    const trial = makeCompany({ is_trial: true, subscription_end_date: '2026-12-08T00:00:00Z' });
    expect(writeBlockOf('POST /api/tasks/create', trial, false, now)).toBeNull();
    expect(writeBlockOf('POST /api/tasks/create', undefined, false, now)).toBeNull();
  });
});
