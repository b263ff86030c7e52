import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Linter, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import plugin, { companyScopeRule } from './company-scope.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const options = [{ tables: ['tasks', 'users', 'notifications', 'task_reminders'] }];
const imports = `import { sql } from 'kysely';
import { companyCondition, companyScope, type CompanyScope } from '../../db/scope.js';
`;
const valid = (code) => ({ code: imports + code, options });
const invalid = (code, ...messageIds) => ({
  code: imports + code,
  options,
  errors: messageIds.map((messageId) => ({ messageId })),
});

tester.run('vazife/company-scope', companyScopeRule, {
  valid: [
    valid(`companyScope(db, ctx).selectFrom('tasks').selectAll().execute();`),
    valid(`const scope = companyScope(db, ctx); scope.updateTable('tasks').set({ title: 'x' }).execute();`),
    valid(`function f(scope: CompanyScope) { return scope.deleteFrom('notifications').execute(); }`),
    valid(`companyScope(db, ctx).insertInto('tasks', row).execute();`),
    // Tables of no company: the platform's own.
    valid(`db.selectFrom('companies').selectAll().execute(); db.insertInto('plans').values(p).execute();`),
    valid(`db.selectFrom(sub.as('page')).selectAll();`),
    valid(`companyScope(db, ctx).selectFrom('tasks')
      .innerJoin('users as assignee', (join) =>
        join.onRef('assignee.company_id', '=', 'tasks.company_id').onRef('assignee.id', '=', 'tasks.assigned_to'));`),
    valid(`companyScope(db, ctx).selectFrom('tasks')
      .leftJoin('task_reminders as sent', (join) => join.on('sent.company_id', '=', id).onRef('sent.task_id', '=', 'tasks.id'));`),
    valid(`db.selectFrom('companies').leftJoin('plans', 'plans.id', 'companies.subscription_plan_id');`),
    valid("sql`select id from users u where ${companyCondition('u', ctx)} and u.id = ${id}`;"),
    valid("sql`update notifications set is_read = true where ${companyCondition('notifications', ctx)}`;"),
    // Column references are not reads of a table: the query around them is checked.
    valid('sql`case when message_threads.last_read_at is null then ${at} end`;'),
    valid('sql`select pg_advisory_unlock(${key})`;'),
    valid("sql.raw('select 1');"),
  ],
  invalid: [
    invalid(`db.selectFrom('tasks').selectAll().execute();`, 'unscoped'),
    invalid(`deps.db.selectFrom('users').selectAll().execute();`, 'unscoped'),
    invalid(`trx.updateTable('tasks as t').set({ title: 'x' }).execute();`, 'unscoped'),
    invalid(`db.deleteFrom(['notifications', 'tasks']).execute();`, 'unscoped'),
    invalid(`db.insertInto('tasks').values(row).execute();`, 'unscoped'),
    invalid(`db.mergeInto('tasks as t').using('users as u', 'u.id', 't.assigned_to');`, 'unscoped', 'join'),
    invalid(`db.with('mine', (qb) => qb.selectFrom('tasks').select('id')).selectFrom('mine').selectAll();`, 'unscoped'),
    invalid(
      `companyScope(db, ctx).selectFrom('tasks').where((eb) => eb.exists(eb.selectFrom('users').select('id')));`,
      'unscoped',
    ),
    // A `let` may be given anything later; a scope is held in a const.
    invalid(`let scope = companyScope(db, ctx); scope = other; scope.selectFrom('tasks');`, 'unscoped'),
    invalid(`function f(scope: Scope) { return scope.selectFrom('tasks'); }`, 'unscoped'),
    invalid(`companyScope(db, ctx).selectFrom('tasks').innerJoin('users as a', 'a.id', 'tasks.assigned_to');`, 'join'),
    invalid(
      `companyScope(db, ctx).selectFrom('tasks').leftJoin('users as a', (join) => join.onRef('a.id', '=', 'tasks.assigned_to'));`,
      'join',
    ),
    invalid(`companyScope(db, ctx).selectFrom('tasks').crossJoin('users');`, 'join'),
    invalid('sql`select id from users where id in (${ids})`;', 'sql'),
    invalid('sql`delete from tasks as t where t.id = ${id}`;', 'sql'),
    // The fragment must be for the name the text reads the table by.
    invalid("sql`select u.id from users u where ${companyCondition('users', ctx)}`;", 'sql'),
    invalid('sql<number>`insert into notifications (id) values (${id})`;', 'sql'),
    invalid('sql.raw(text);', 'unreadable'),
    invalid("sql.raw('select * from tasks');", 'sql'),
    invalid("sql`select * from ${sql.table('tasks')}`;", 'sqlTable'),
    // Only a scope starts a query, and only the condition scopes text.
    invalid(`companyCondition('tasks', ctx).selectFrom('tasks');`, 'unscoped'),
    invalid('sql`select id from tasks where ${companyScope(db, ctx)}`;', 'sql'),
  ],
});

// Disable comments name the rule by its plugin's name, which RuleTester does not give it.
describe('vazife/company-scope exceptions', () => {
  const linter = new Linter({ configType: 'flat' });
  const config = {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { vazife: plugin },
    rules: { 'vazife/company-scope': ['error', ...options], 'vazife/company-scope-exceptions': 'error' },
  };
  const problems = (code) => linter.verify(imports + code, config, 'repo.ts').map((p) => p.messageId ?? p.message);

  it('take one line and a reason', () => {
    const excused = `// eslint-disable-next-line vazife/company-scope -- the person is in no company yet
db.selectFrom('users').selectAll();`;
    assert.deepEqual(problems(excused), []);
  });

  it('without a reason, are refused', () => {
    const bare = `// eslint-disable-next-line vazife/company-scope
db.selectFrom('users').selectAll();`;
    assert.deepEqual(problems(bare), ['reason']);
  });

  it('for a whole file or block, or on the line itself, are refused', () => {
    const block = `/* eslint-disable vazife/company-scope -- a whole file is too much to excuse */
db.selectFrom('users').selectAll();`;
    assert.deepEqual(problems(block), ['reason']);
    const sameLine = `db.selectFrom('users').selectAll(); // eslint-disable-line vazife/company-scope -- why`;
    assert.deepEqual(problems(sameLine), ['reason']);
  });
});
