import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';

/**
 * The lint rule `vazife/company-scope` (eslint-rules/company-scope.js) guards the tables whose row
 * type in db/types.ts has a `company_id`; its own test holds that list to `CompanyTable`. This one
 * holds it to the migrated database: a table given a `company_id` by a migration but not by its
 * type would escape the rule and the scope.
 */
let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.drop();
});

describe('company tables', () => {
  it('are the tables of the migrated database with a company_id column', async () => {
    const rules = pathToFileURL(path.resolve(import.meta.dirname, '../../../../eslint-rules/company-tables.js'));
    const { companyTablesIn } = (await import(rules.href)) as { companyTablesIn: () => string[] };
    const tables = await test.database.db.introspection.getTables();
    const withCompany = tables
      .filter((table) => table.columns.some((column) => column.name === 'company_id'))
      .map((table) => table.name)
      .sort();
    expect(withCompany).toEqual(companyTablesIn());
  });
});
