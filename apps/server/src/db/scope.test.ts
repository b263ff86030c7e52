import {
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { MemberCtx } from '../platform/context.js';
import { companyScope } from './scope.js';
import type { Database } from './types.js';

const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new SqliteIntrospector(k),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});
const ctx: MemberCtx = {
  actor: { userId: 'u1', companyId: 'c1', role: 'isveren', approved: true, companyStatus: 'active' },
  tokenVersion: 0,
};
const text = (q: { compile(): CompiledQuery }) => {
  const { sql, parameters } = q.compile();
  return { sql, parameters };
};

describe('companyScope', () => {
  const scope = companyScope(db, ctx);

  it('writes the company condition a hand-written query had, so plans stay the same', () => {
    const scoped = scope.selectFrom('tasks').select('tasks.id').where('tasks.status', '=', 'atanmis');
    const byHand = db
      .selectFrom('tasks')
      .select('tasks.id')
      .where('tasks.company_id', '=', 'c1')
      .where('tasks.status', '=', 'atanmis');
    expect(text(scoped)).toEqual(text(byHand));
    expect(text(scope.updateTable('users').set({ name: 'A' }).where('id', '=', 'u2')).sql).toBe(
      'update "users" set "name" = ? where "users"."company_id" = ? and "id" = ?',
    );
    expect(text(scope.deleteFrom('task_files')).sql).toBe(
      'delete from "task_files" where "task_files"."company_id" = ?',
    );
  });

  it('writes the actor’s company on new rows, whatever a row says', () => {
    const row = { company_id: 'another', task_id: 't1', id: 'r1', note: 'n', requested_by: 'u1', requested_at: 'x' };
    const { sql, parameters } = text(scope.insertInto('task_revisions', row));
    expect(sql).toContain('"company_id"');
    expect(parameters).toContain('c1');
    expect(parameters).not.toContain('another');
  });

  it('scopes a job’s or a hook’s company, with no person behind it, the same way', () => {
    const system = companyScope(db, { companyId: 'c1' });
    const query = (scope: typeof system) =>
      scope.selectFrom('tasks').select('tasks.id').where('tasks.status', '=', 'atanmis');
    expect(text(query(system))).toEqual(text(query(scope)));
    expect(system.companyId).toBe('c1');
    expect(
      text(system.insertInto('task_reminders', { task_id: 't1', kind: 'overdue', sent_at: 'x' })).parameters,
    ).toContain('c1');
  });
});
