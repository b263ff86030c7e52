import {
  canViewTask,
  isDoneStatus,
  isDueSoon,
  isInWindow,
  isOverdue,
  matchesTaskFilter,
  taskFilters,
  taskStatuses,
  todayWindow,
  weekWindow,
  type Role,
  type TaskParties,
  type TaskStatus,
} from '@vazife/contract';
import { sql, type Expression, type SqlBool } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { toBool } from '../../db/dialect.js';
import { companyScope } from '../../db/scope.js';
import { makeCompany, makeTask, makeUser, memberCtxOf, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { countVisible, statusTotals } from './task-counts.repo.js';
import {
  audienceOf,
  dueSoonAt,
  inThisWeekWindow,
  inTodayWindow,
  isNotDone,
  isOpen,
  matchesFilter,
  overdueAfter,
  overdueAt,
  visibilityBranches,
  visibleTo,
  type TaskCondition,
} from './task-conditions.js';
import { taskJsonQuery } from './task-json.mapper.js';
import { listVisibleJson } from './tasks.repo.js';

/**
 * Each SQL condition of task-conditions.ts, evaluated by the engine over one set of task rows, is
 * compared row by row with the contract's pure function it stands for: every status, deadlines
 * before, at and after each moment and none, across Istanbul's day and week boundaries, tasks
 * given by and to different people. Run on SQLite and, with TEST_DB=postgres, on PostgreSQL.
 */
const t = useTestApp();

const ms = (iso: string) => Date.parse(iso);
const iso = (at: number) => new Date(at).toISOString();
const hour = 3_600_000;
const day = 24 * hour;

// Saturday 28 November 2026, the last moment of a week in Istanbul; Sunday 00:00 there, a new day
// and week; and a Wednesday noon.
const moments = ['2026-11-28T20:59:59.999Z', '2026-11-28T21:00:00.000Z', '2026-11-25T09:00:00.000Z'].map(
  (at) => new Date(at),
);
/** Instants for deadlines and creation times: each moment and around it, and the windows' edges. */
const instants = [
  ...moments.flatMap((m) => [-day, -hour, -1, 0, 1, hour, day - 1, day, 2 * day].map((d) => iso(m.getTime() + d))),
  '2026-11-21T20:59:59.999Z',
  '2026-11-21T21:00:00.000Z',
  '2026-11-27T21:00:00.000Z',
  '2026-12-05T21:00:00.000Z',
  '2020-01-01T00:00:00.000Z',
  '2031-01-01T00:00:00.000Z',
];
const deadlines: (string | null)[] = [null, ...new Set(instants)];

interface Row extends TaskParties {
  id: string;
  status: TaskStatus;
  deadline: string | null;
  created_at: string;
}

let people: Record<string, TestUser>;
let rows: Row[];
let ctx: ReturnType<typeof memberCtxOf>;

beforeAll(async () => {
  const c = await makeCompany(t);
  const more = (role: Role) => makeUser(t, { role, companyId: c.id, approved: true });
  people = {
    owner: c.owner,
    mudur: c.mudur,
    mudur2: await more('mudur'),
    sef: c.sef,
    sef2: await more('sef'),
    isci: c.isci,
    isci2: await more('isci'),
    pending: c.pending,
  };
  const pairs: [string, string][] = [
    ['owner', 'mudur'],
    ['owner', 'isci'],
    ['mudur', 'sef'],
    ['mudur', 'isci2'],
    ['sef', 'isci'],
    ['sef2', 'isci2'],
    ['mudur2', 'sef2'],
  ];
  rows = [];
  let n = 0;
  for (const [by, to] of pairs)
    for (const status of taskStatuses)
      for (const deadline of deadlines) {
        // Creation times go round the same instants, so that both halves of a window are met.
        const created_at = instants[n++ % instants.length]!;
        const id = await makeTask(t, { by: people[by]!, to: people[to]!, status, deadline, createdAt: created_at });
        rows.push({
          id,
          status,
          deadline,
          created_at,
          assigned_to: people[to]!.id,
          assigned_by: people[by]!.id,
          assignerRole: people[by]!.role,
        });
      }
  // Another company's tasks, which no condition of this company's queries may reach.
  const other = await makeCompany(t);
  await makeTask(t, { by: other.sef, to: other.isci, deadline: moments[0]!.toISOString() });
  ctx = memberCtxOf(c.owner);
}, 60_000);

const truth = (value: unknown) => {
  // A condition is never NULL: NOT of it must be its opposite.
  expect(value).not.toBeNull();
  return value === true || value === 1;
};

/** A condition evaluated by the engine on every row: as a column, as a filter, and negated. */
async function evaluate(condition: TaskCondition) {
  const scope = () => companyScope(t.database.db, ctx).selectFrom('tasks');
  const selected = await scope()
    .select(['tasks.id', sql<unknown>`${condition}`.as('v')])
    .execute();
  const asColumn = new Map(selected.map((r) => [r.id, truth(r.v)]));
  const kept = new Set((await scope().select('tasks.id').where(condition).execute()).map((r) => r.id));
  const left = new Set(
    (
      await scope()
        .select('tasks.id')
        .where((eb) => eb.not(condition))
        .execute()
    ).map((r) => r.id),
  );
  return { asColumn, kept, left };
}

async function expectSame(condition: TaskCondition, rule: (row: Row) => boolean) {
  const { asColumn, kept, left } = await evaluate(condition);
  expect(asColumn.size).toBe(rows.length);
  const wrong = rows.filter((row) => asColumn.get(row.id) !== rule(row) || kept.has(row.id) !== rule(row));
  expect(wrong.map((row) => `${row.status} deadline ${row.deadline} created ${row.created_at}`)).toEqual([]);
  expect(kept.size + left.size).toBe(rows.length);
}

describe('the task conditions against the contract, row by row', () => {
  for (const now of moments) {
    describe(`at ${now.toISOString()}`, () => {
      it('overdue is the contract’s isOverdue, with "not done" spelled either way', async () => {
        await expectSame(overdueAt(now), (row) => isOverdue(row, now));
        await expectSame(overdueAt(now, isNotDone), (row) => isOverdue(row, now));
      });

      it('overdue later is not overdue now, but once the deadline passes', () =>
        expectSame(
          overdueAfter(now),
          (row) => !isOverdue(row, now) && row.deadline !== null && isOverdue(row, new Date(ms(row.deadline) + 1)),
        ));

      it('due soon is the contract’s isDueSoon', () => expectSame(dueSoonAt(now), (row) => isDueSoon(row, now)));

      it('today and this week are the contract’s Istanbul windows', async () => {
        await expectSame(inTodayWindow(now), (row) => isInWindow(row, todayWindow(now)));
        await expectSame(inThisWeekWindow(now), (row) => isInWindow(row, weekWindow(now)));
      });

      it('each list filter is the contract’s matchesTaskFilter', async () => {
        for (const filter of taskFilters) {
          await expectSame(matchesFilter(filter, now), (row) => matchesTaskFilter(row, filter, now));
          await expectSame(matchesFilter(filter, now, isNotDone), (row) => matchesTaskFilter(row, filter, now));
        }
      });
    });
  }

  it('open is every status but the done ones, either way it is spelled', async () => {
    await expectSame(isOpen, (row) => !isDoneStatus(row.status));
    await expectSame(isNotDone, (row) => !isDoneStatus(row.status));
  });

  it('the database’s task JSON says is_overdue, and until when it holds, as the contract does', async () => {
    for (const now of moments) {
      const scope = companyScope(t.database.db, ctx);
      const page = scope.selectFrom('tasks').select(['tasks.id', 'tasks.created_at']);
      const json = taskJsonQuery(page, scope, {
        dialect: t.database.dialect.name,
        linkQuery: '',
        now: now.toISOString(),
      });
      const { rows: built } = await json.execute(t.database.db);
      expect(built).toHaveLength(rows.length);
      const byId = new Map(built.map((r) => [r.id, r]));
      for (const row of rows) {
        const task = JSON.parse(byId.get(row.id)!.json.toString()) as { is_overdue: boolean };
        expect(task.is_overdue).toBe(isOverdue(row, now));
        const turns = row.deadline !== null && !isOverdue(row, now) && !isDoneStatus(row.status);
        expect(byId.get(row.id)!.overdue_at).toBe(turns ? row.deadline : null);
      }
    }
  });
});

describe('who sees a task, against the contract', () => {
  const parties = (row: Row) => ({
    assigned_to: row.assigned_to,
    assigned_by: row.assigned_by,
    assignerRole: row.assignerRole,
  });
  const seenBy = (who: TestUser) => rows.filter((row) => canViewTask(memberCtxOf(who).actor, parties(row)));
  const ids = (list: { id: string }[]) => list.map((row) => row.id).sort();

  it('visibleTo and its branches keep what canViewTask shows each person', async () => {
    for (const [name, who] of Object.entries(people)) {
      if (name === 'pending') continue;
      const whoCtx = memberCtxOf(who);
      const db = t.database.db;
      const visible = await companyScope(db, whoCtx)
        .selectFrom('tasks')
        .select('tasks.id')
        .where(visibleTo(db, whoCtx))
        .execute();
      expect(ids(visible), name).toEqual(ids(seenBy(who)));
      const branches = visibilityBranches(db, whoCtx);
      if (branches) {
        const union = await Promise.all(
          branches.map((branch) =>
            companyScope(db, whoCtx).selectFrom('tasks').select('tasks.id').where(branch).execute(),
          ),
        );
        expect([...new Set(union.flat().map((row) => row.id))].sort(), name).toEqual(ids(seenBy(who)));
      } else expect(name).toBe('owner');
    }
  });

  it('the list pages and the filter bar’s counts hold to the contract for each person', async () => {
    for (const now of moments) {
      for (const [name, who] of Object.entries(people)) {
        if (name === 'pending') continue;
        const whoCtx = memberCtxOf(who);
        const db = t.database.db;
        const mine = seenBy(who);
        const counts = await countVisible(db, whoCtx, now);
        const expected = { all: mine.length, today: 0, week: 0, overdue: 0 };
        for (const filter of taskFilters) {
          const kept = mine.filter((row) => matchesTaskFilter(row, filter, now));
          expected[filter] = kept.length;
          const json = { dialect: t.database.dialect.name, linkQuery: '', now: now.toISOString() };
          const page = await listVisibleJson(db, whoCtx, { filter, limit: 2000, now, json });
          expect(ids(page), `${name} ${filter}`).toEqual(ids(kept));
        }
        expect(counts, name).toEqual(expected);
        const totals = await statusTotals(db, whoCtx, now);
        const open = mine.filter((row) => !isDoneStatus(row.status)).length;
        expect(totals, name).toEqual({
          total: mine.length,
          completed: mine.length - open,
          pending: open,
          overdue: expected.overdue,
        });
      }
    }
  });

  it('audienceOf lists the people canViewTask lets see the task, given its parties or its row', async () => {
    const db = t.database.db;
    const everyone = Object.values(people);
    const expectedPairs: string[] = [];
    for (const row of rows) {
      const expected = everyone
        .filter((who) =>
          canViewTask({ userId: who.id, role: who.role, approved: toBool(who.row.is_approved) }, parties(row)),
        )
        .map((who) => who.id)
        .sort();
      const found = await companyScope(db, ctx)
        .selectFrom('users')
        .select('users.id')
        .where(audienceOf(parties(row)))
        .execute();
      expect(ids(found)).toEqual(expected);
      expectedPairs.push(...expected.map((userId) => `${row.id} ${userId}`));
    }
    // In a join, with the parties as the task row's columns and the assigner's role as it is now.
    const joined = await companyScope(db, ctx)
      .selectFrom('tasks')
      .innerJoin('users as assigner', 'assigner.id', 'tasks.assigned_by')
      .innerJoin('users', (join) =>
        join.onRef('users.company_id', '=', 'tasks.company_id').on(
          audienceOf({
            assigned_to: sql.ref<string>('tasks.assigned_to'),
            assigned_by: sql.ref<string>('tasks.assigned_by'),
            assignerRole: sql.ref<Role>('assigner.role'),
          }) as Expression<SqlBool>,
        ),
      )
      .select(['tasks.id as task_id', 'users.id as user_id'])
      .execute();
    expect(joined.map((pair) => `${pair.task_id} ${pair.user_id}`).sort()).toEqual(expectedPairs.sort());
  });
});
