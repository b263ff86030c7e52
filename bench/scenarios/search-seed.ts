import { sql } from 'kysely';
import type { Role } from '@vazife/contract';
import type { MemberCtx } from '../../apps/server/src/platform/context.js';
import { bulkLoad } from '../lib/bulk-insert.js';
import { seedOneCompany } from '../lib/seed.js';
import type { SeedTarget } from './scenario.js';
import { plantTaskWords, reportChunks, reportsTable } from './search-data.js';
import { taskChunks, taskCompanyName, writeTaskChunk, type TaskDataSpec } from './tasks-list-data.js';

const staff = 50;
/** Rows generated and written per step; a commit every `commitEvery` rows keeps transactions bounded. */
const chunkSize = 500;
const commitEvery = 250_000;

/** The company the search and reports-list scenarios share. */
export interface SearchSeed {
  companyId: string;
  employerId: string;
  /** The newest report: the first row of an unfiltered page. */
  newestReportId: string;
  /** Instant of the newest report, so that a date range can be chosen inside the history. */
  newestReportAt: string;
  reports: number;
  tasks: number;
}

export const count = (n: number) => n.toLocaleString('en-US');

export function employerCtx(seed: SearchSeed): MemberCtx {
  const role: Role = 'isveren';
  return {
    actor: { userId: seed.employerId, companyId: seed.companyId, role, approved: true, companyStatus: 'active' },
    tokenVersion: 0,
  };
}

/**
 * One company of an employer and 50 staff with `--tasks` tasks (the task list's generator,
 * tasks-list-data.ts, with the search's words planted: search-data.ts) and `--reports` reports,
 * both over two years. The rows go in through the bulk writer; the search's triggers (migration
 * 0015) write `search_documents` and its index row by row as they would for the app, so the seed
 * time includes them.
 */
export async function seedSearchCompany({ db, location, options, log }: SeedTarget): Promise<SearchSeed> {
  const { companyId, ownerId: employerId, people: everyone } = await seedOneCompany(db, taskCompanyName, staff);
  const people = everyone.filter((p) => p.role !== 'isveren');
  const nowMs = Date.now();
  const spec: TaskDataSpec = {
    companyId,
    employerId,
    workerId: people.find((p) => p.role === 'isci')!.id,
    staff: people,
    tasks: options.tasks,
    workerTasks: 200,
    nowMs,
  };

  let newestReport: (string | number | null)[] | undefined;
  const took = await bulkLoad(location, commitEvery, async ({ writer, wrote }) => {
    let k = 0;
    for (const chunk of taskChunks(spec, chunkSize)) {
      for (const task of chunk.tasks) plantTaskWords(task, k++, options.tasks);
      await writeTaskChunk(writer, chunk);
      await wrote(chunk.tasks.length);
    }
    const authors = people.map((p) => p.id);
    for (const chunk of reportChunks({ companyId, authors, count: options.reports, nowMs }, chunkSize)) {
      await writer.insert(reportsTable, chunk);
      newestReport = chunk.at(-1);
      await wrote(chunk.length);
    }
  });
  // The bulk writer analyses the tables it wrote; the index the triggers filled needs it as much.
  if (location.engine === 'postgres') await sql`vacuum analyze search_documents`.execute(db);
  const documents = await db
    .selectFrom('search_documents')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  log(
    `${location.engine}: ${count(options.tasks)} tasks and ${count(options.reports)} reports ` +
      `(${count(Number(documents.n))} search documents by the triggers) ${took()}`,
  );
  return {
    companyId,
    employerId,
    newestReportId: String(newestReport![0]),
    newestReportAt: String(newestReport![6]),
    reports: options.reports,
    tasks: options.tasks,
  };
}
