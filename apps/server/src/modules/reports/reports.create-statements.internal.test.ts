import { describe, expect, it } from 'vitest';
import { makeCompany, memberCtxOf, type TestCompany } from '../../test/factories.js';
import { countingDatabase } from '../../test/statement-kinds.js';
import { useTestApp } from '../../test/test-app.js';
import { createReport, getReport, type ReportsDeps } from './reports.service.js';

/**
 * What writing a report costs the database: the statements Kysely runs for it (BEGIN and COMMIT of
 * its one transaction aside). The report goes in with RETURNING, which also reads its author's
 * name, and the answer, the event and the bell's text are built from that row, with no read-back.
 */
const t = useTestApp();

/** The reports deps of the app (as index.ts builds them), on a database handle that counts. */
function countingDeps(): { deps: ReportsDeps; kinds: string[] } {
  const { db, kinds } = countingDatabase(t.database.db);
  const { grants, bus } = t.app.deps;
  return { deps: { db, dialect: t.database.dialect.name, files: t.app.files, grants, bus }, kinds };
}

/**
 * The most statements a new report may take, on both engines: its INSERT; and for an incident or
 * safety report, which rings the employer's and the managers' bells, the recipients' SELECT and
 * the notifications' INSERT (notifications.service.ts, `createNotifications`). Before this bound:
 * 2 and 4, the INSERT followed by a SELECT of the row just written.
 */
const most = { quiet: 1, alerting: 3 };

const write = (c: TestCompany, deps: ReportsDeps, report_type: 'gunluk' | 'olay') =>
  createReport(deps, memberCtxOf(c.isci), { title: 'Forklift', content: 'Rampada durdu', report_type }, undefined);

describe('statements per new report', () => {
  it('a daily report: its INSERT alone, and the answer is the report as a read gives it', async () => {
    const c = await makeCompany(t);
    const { deps, kinds } = countingDeps();
    const created = await write(c, deps, 'gunluk');
    expect(kinds.length, kinds.join(', ')).toBeLessThanOrEqual(most.quiet);
    expect(kinds[0]).toBe('InsertQueryNode');
    expect(created).toEqual(await getReport(deps, memberCtxOf(c.isci), created.id));
    expect(created).toMatchObject({ user_id: c.isci.id, user_name: c.isci.row.name, type: 'gunluk' });
  });

  it('an incident report: the bell’s two statements besides, and no read-back', async () => {
    const c = await makeCompany(t);
    const { deps, kinds } = countingDeps();
    const created = await write(c, deps, 'olay');
    expect(kinds.length, kinds.join(', ')).toBeLessThanOrEqual(most.alerting);
    expect(kinds[0], 'nothing is read before the report is written').toBe('InsertQueryNode');
    expect(created).toEqual(await getReport(deps, memberCtxOf(c.owner), created.id));
    expect(created.user_name).toBe(c.isci.row.name);
  });
});
