import { reportReaderRoles, type LiveEventOf } from '@vazife/contract';
import type { MemberCtx } from '../../platform/context.js';
import { fitsAnEvent, type LiveBus } from '../../platform/live-bus.js';
import { toReport } from './report.mapper.js';
import type { ReportRecord } from './reports.repo.js';

/**
 * A new report's event: the report as every reader's list shows it, but for its file links, which
 * are signed for each reader alone; a report with a file, or too long to carry (its content may
 * have 10,000 characters: `fitsAnEvent`), is flagged to fetch.
 */
export function reportCreatedEvent(row: ReportRecord): LiveEventOf<'report.created'> {
  const report = toReport({ ...row, storage_key: null, thumbnail_key: null }, '');
  const full: LiveEventOf<'report.created'> = {
    type: 'report.created',
    report_id: row.id,
    user_id: row.user_id,
    report,
    refetch: row.storage_key !== null,
  };
  return fitsAnEvent(full) ? full : { ...full, report: null, refetch: true };
}

/**
 * Tells everyone who reads the new report, after its write has committed: the company's
 * employer, managers and supervisors (policy `reportReaderRoles`), and its author's own streams.
 */
export function publishReportCreated(bus: LiveBus, ctx: MemberCtx, row: ReportRecord): void {
  const companyId = ctx.actor.companyId;
  const event = reportCreatedEvent(row);
  bus.publish({ kind: 'roles', companyId, roles: reportReaderRoles }, event);
  bus.publish({ kind: 'users', companyId, userIds: [row.user_id] }, event);
}
