import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { announcementWith, reportWith, taskWith } from '../modules/search/search-test-kit.js';
import { makeCompany } from '../test/factories.js';
import { testEngine } from '../test/test-database.js';
import { useTestApp } from '../test/test-app.js';

/**
 * An operator who opens the database file with the distribution's `sqlite3` shell must see it
 * whole: every table read, the search's included. Migration 0015's triggers held 287 nested
 * `replace` calls, past that shell's parser stack ("malformed database schema … parser stack
 * overflow"); since migration 0023 they call `search_text`, which the app registers on its
 * connections (db/search-fold-sql.ts). CI installs Debian's `sqlite3` (.ci/run).
 */

const shell = '/usr/bin/sqlite3';
const hasShell = existsSync(shell);
const title = hasShell
  ? 'reads every table of a migrated database with the system sqlite3, and refuses a write the search would miss'
  : `reads every table with the system sqlite3 (skipped: ${shell} is not installed; apt-get install sqlite3)`;

const t = useTestApp();

describe.skipIf(testEngine !== 'sqlite' || !hasShell)('the database file in the sqlite3 shell', () => {
  it(title, async () => {
    const c = await makeCompany(t);
    await taskWith(t, c.owner, c.isci, 'Soğutma ünitesi', 'Değişiklik yok');
    await reportWith(t, c.isci, 'Vardiya raporu', 'Işık yanmıyor');
    await announcementWith(t, c.owner, 'Bayram tatili');
    const db = t.database.db;
    const file = path.join(t.config.dataDir, 'test.db');
    const { rows: tables } = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db);
    expect(tables.map((r) => r.name)).toContain('search_fts_report');
    // The app's own connection keeps the WAL: the shell reads what it wrote.
    const run = (script: string) =>
      execFileSync(shell, ['-batch', '-bail', file, script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

    const counts = run(tables.map((r) => `select '${r.name}', count(*) from "${r.name}";`).join('\n'));
    const expected: string[] = [];
    for (const { name } of tables) {
      const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(db);
      expected.push(`${name}|${rows[0]!.n}`);
    }
    expect(counts.trim().split('\n')).toEqual(expected);
    expect(run('pragma integrity_check;').trim()).toBe('ok');
    expect(run(`select object_id from search_documents where folded_title like '% vardiya%';`).trim()).not.toBe('');

    // A write that fires a search trigger needs the app's function: the shell refuses it whole.
    let refused = '';
    try {
      run(`update reports set title = 'Elle değişti' where company_id = '${c.id}';`);
    } catch (error) {
      refused = String((error as { stderr?: string }).stderr);
    }
    expect(refused).toMatch(/no such function: search_text/);
    const { rows } = await sql<{ title: string }>`select title from reports where company_id = ${c.id}`.execute(db);
    expect(rows).toEqual([{ title: 'Vardiya raporu' }]);
  });
});
