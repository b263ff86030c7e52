import type { Role } from '@vazife/contract';
import type { MemberCtx } from '../../apps/server/src/platform/context.js';
import { DownloadGrants } from '../../apps/server/src/platform/download-grants.js';
import { InProcessBus } from '../../apps/server/src/platform/live-bus.js';
import { quietLog } from '../../apps/server/src/platform/deps.js';
import { LocalStorage } from '../../apps/server/src/platform/local-storage.js';
import { FilesService } from '../../apps/server/src/modules/files/index.js';
import { ThumbnailQueue } from '../../apps/server/src/modules/files/index.js';
import { listTasks } from '../../apps/server/src/modules/tasks/index.js';
import { bulkLoad } from '../lib/bulk-insert.js';
import { seedOneCompany } from '../lib/seed.js';
import { defineScenario, type Caller } from './scenario.js';
import { taskChunks, taskCompanyName, writeTaskChunk, type TaskDataSpec } from './tasks-list-data.js';

const staff = 50;
const workerTasks = 200;
const pageSize = 100;
/** Tasks generated and written per step; a commit every `commitEvery` tasks keeps transactions big but bounded. */
const chunkSize = 500;
const commitEvery = 250_000;

interface Seed {
  companyId: string;
  employerId: string;
  workerId: string;
  /** The newest task of the company, and of the worker: the first row each page must start with. */
  newestTaskId: string;
  newestWorkerTaskId: string;
}

const count = (n: number) => n.toLocaleString('en-US');

function ctxOf(seed: Seed, userId: string, role: Role): MemberCtx {
  return {
    actor: { userId, companyId: seed.companyId, role, approved: true, companyStatus: 'active' },
    tokenVersion: 0,
  };
}

/** A first page: `pageSize` tasks, newest first, starting with `newestId`, each one the caller may see. */
function checkPage(list: unknown, newestId: string, mine: (task: { assigned_to: string }) => boolean) {
  if (!Array.isArray(list)) return 'the answer is not a list';
  if (list.length !== pageSize) return `expected ${pageSize} tasks, got ${list.length}`;
  const tasks = list as { id: string; assigned_to: string; created_at: string }[];
  if (tasks[0]!.id !== newestId) return `the page does not start with the newest task ${newestId}`;
  if (!tasks.every(mine)) return 'the page holds a task the caller should not see';
  const newestFirst = tasks.every((t, i) => i === 0 || tasks[i - 1]!.created_at >= t.created_at);
  return newestFirst ? undefined : 'the page is not newest first';
}

/** GET /api/tasks/my as `role`; the no-HTTP twin is the route's service call, listTasks(deps, ctx, {}). */
function caller(name: string, role: Role, who: (seed: Seed) => { userId: string; newestId: string }): Caller<Seed> {
  const mine = (seed: Seed) => (task: { assigned_to: string }) =>
    role === 'isveren' || task.assigned_to === seed.workerId;
  return {
    name,
    async request(seed, tokens) {
      // A fresh seed has token_version 0.
      const token = await tokens.sign('vazife:user', { sub: who(seed).userId, ver: 0 });
      // As a browser asks: it takes a gzipped answer (the server gzips the pages it keeps).
      const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
      return { method: 'GET', path: '/api/tasks/my', headers };
    },
    checkBody: (status, body, seed) =>
      status === 200 ? checkPage(body, who(seed).newestId, mine(seed)) : `status ${status}`,
    // The handler's own work: the page query, in which the database writes each task's JSON with
    // its files, links and revisions, and the JSON array of the page. Not here: the token check, the
    // actor lookup, query-string validation and HTTP.
    operation: ({ db, location }, seed) => {
      const deps = {
        db,
        dialect: location.engine,
        files: new FilesService(new LocalStorage(location.dataDir), new ThumbnailQueue(), quietLog),
        grants: new DownloadGrants('bench-no-http'),
        bus: new InProcessBus(),
      };
      const ctx = ctxOf(seed, who(seed).userId, role);
      return () => listTasks(deps, ctx, {});
    },
    checkResult: (result, seed) => {
      const { json, nextCursor } = result as Awaited<ReturnType<typeof listTasks>>;
      return nextCursor ? checkPage(JSON.parse(json.toString()), who(seed).newestId, mine(seed)) : 'no next page';
    },
  };
}

export const tasksList = defineScenario<Seed>({
  name: 'tasks-list',
  describe: ({ tasks }) =>
    `GET /api/tasks/my (first page, ${pageSize} newest) in one company of ${count(tasks)} tasks and ${staff} staff, ` +
    `as a worker who holds ${workerTasks} of them and as the employer, who sees them all`,

  async seed({ db, location, options, log }) {
    const { companyId, ownerId: employerId, people: everyone } = await seedOneCompany(db, taskCompanyName, staff);
    const people = everyone.filter((p) => p.role !== 'isveren');
    const workerId = people.find((p) => p.role === 'isci')!.id;
    const spec: TaskDataSpec = {
      companyId,
      employerId,
      workerId,
      staff: people,
      tasks: options.tasks,
      workerTasks,
      nowMs: Date.now(),
    };

    const rows = { tasks: 0, files: 0, revisions: 0, worker: 0 };
    let newestTaskId = '';
    let newestWorkerTaskId = '';
    const took = await bulkLoad(location, commitEvery, async ({ writer, wrote }) => {
      for (const chunk of taskChunks(spec, chunkSize)) {
        await writeTaskChunk(writer, chunk);
        for (const task of chunk.tasks) {
          newestTaskId = task[0] as string;
          if (task[4] === workerId) {
            newestWorkerTaskId = newestTaskId;
            rows.worker += 1;
          }
        }
        rows.files += chunk.files.length;
        rows.revisions += chunk.revisions.length;
        rows.tasks += chunk.tasks.length;
        await wrote(chunk.tasks.length);
      }
    });
    log(
      `${location.engine}: ${count(rows.tasks)} tasks (${count(rows.worker)} the worker's), ${count(rows.files)} ` +
        `files, ${count(rows.revisions)} revisions ${took()}`,
    );
    return { companyId, employerId, workerId, newestTaskId, newestWorkerTaskId };
  },

  callers: [
    caller('worker', 'isci', (seed) => ({ userId: seed.workerId, newestId: seed.newestWorkerTaskId })),
    caller('employer', 'isveren', (seed) => ({ userId: seed.employerId, newestId: seed.newestTaskId })),
  ],
});
