import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import companyScope from './eslint-rules/company-scope.js';
import contractForms from './eslint-rules/contract-forms.js';

const root = import.meta.dirname;
/** The house's own rules (eslint-rules/), one plugin. */
const vazife = { meta: { name: 'vazife' }, rules: { ...companyScope.rules, ...contractForms.rules } };
const foldersIn = (dir) =>
  readdirSync(`${root}/${dir}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Each folder of `dir` reaches the others only through their public entry (`index.ts`): what a
 * module or feature offers the rest is written in one place, and its insides can change freely.
 */
const publicEntryZones = (dir) =>
  foldersIn(dir).flatMap((own) =>
    foldersIn(dir)
      .filter((other) => other !== own)
      .map((other) => ({
        target: `${dir}/${own}`,
        from: `${dir}/${other}`,
        except: ['./index.ts'],
        message: `${dir}/${own} uses ${other} through ${dir}/${other}/index.ts only.`,
      })),
  );

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'apps/web/dist-prerender/**',
      '**/node_modules/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Boundaries of the code base (docs/architecture.md): platform is below the modules, modules and the
    // web's features meet only through their public entries, and no import goes round in a circle.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // How import-x reads TypeScript files (its `typescript` config), with the projects' resolution.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/contract/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: 'apps/server/src/platform',
              from: 'apps/server/src/modules',
              message: 'platform is what modules build on: it never imports one (app.ts wires them together).',
            },
            ...publicEntryZones('apps/server/src/modules'),
            ...publicEntryZones('apps/web/src/features'),
          ],
        },
      ],
    },
  },
  {
    // Routes call services, services call repositories: a route never builds a query itself.
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '\\.repo(\\.js)?$', message: 'A route calls its service, not a repository.' }] },
      ],
    },
  },
  {
    // A mapper shapes rows into the contract's answers, a rules file computes, a texts file words,
    // a conditions file writes the expressions a repository composes, and an events file publishes
    // what its service hands it after the commit: none reads the database or calls a service. A
    // row's type is all they take from a repository.
    files: [
      'apps/server/src/modules/**/*.mapper.ts',
      'apps/server/src/modules/**/*.rules.ts',
      'apps/server/src/modules/**/*.texts.ts',
      'apps/server/src/modules/**/*-conditions.ts',
      'apps/server/src/modules/**/*-events.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '\\.(repo|service)(\\.js)?$',
              allowTypeImports: true,
              message: 'A mapper, rules, texts, conditions or events file is handed its rows: the service reads them.',
            },
          ],
        },
      ],
    },
  },
  {
    // The command-line tools and the benchmarks use a module as the app does: through its public
    // entry (modules/<name>/index.ts), so that a module's insides can change without them.
    files: ['apps/server/src/cli/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'modules/[^/]+/(?!index\\.js$)[^/]+$',
              message: 'Use the module through its index.ts (what it offers the rest is written there).',
            },
          ],
        },
      ],
    },
  },
  {
    // A company table is read and written through companyScope (db/scope.ts), which adds the
    // actor's company: `db.selectFrom('tasks')`, a join without the company condition or SQL text
    // without `companyCondition` is a query that forgot it (eslint-rules/company-scope.js; its
    // tables are those of `CompanyTable`). The command-line tools (the demo) and db/ too. Tests
    // and their kits read every company on purpose.
    files: ['apps/server/src/{modules,platform,cli,db}/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      '**/*-test-kit.ts',
      // The operator's console counts and lists every company's people.
      'apps/server/src/modules/admin/admin.repo.ts',
      // The operator's companies: each one's people, files and rows, and its deletion.
      'apps/server/src/modules/admin/companies/companies.repo.ts',
      // The operator's revenue sums every company's approved purchases.
      'apps/server/src/modules/admin/revenue/revenue.repo.ts',
      // Sign-in and registration find a person by e-mail before any company is known.
      'apps/server/src/modules/auth/users.repo.ts',
      // The token's subject is read before its company is known.
      'apps/server/src/platform/auth.ts',
      // A migration changes the schema and backfills every company's rows at once, with no actor.
      'apps/server/src/db/migrations/**',
    ],
    plugins: { vazife },
    rules: { 'vazife/company-scope': 'error', 'vazife/company-scope-exceptions': 'error' },
  },
  {
    // Services call repositories: a query is written in a repository, whatever its table.
    files: ['apps/server/src/modules/**/*.service.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|updateTable|deleteFrom|insertInto)$/]',
          message: 'A service calls its repository; the query belongs there.',
        },
      ],
      // Which rows PostgreSQL must hold, and in what order, is the repositories' business: a lock is
      // taken by the repository function that needs it, and is nothing on SQLite.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'db/dialect(\\.js)?$',
              importNames: ['needsRowLocks'],
              message: 'A repository takes the locks its writes need (a no-op on SQLite).',
            },
          ],
        },
      ],
    },
  },
  {
    // Plain Node scripts (npm start, npm test).
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // A form checks what it will send with the contract's schema, the server's, through
    // lib/contract-form.ts: no rules of the screen's own, no regex on input, no hand-parsed schema,
    // no "required" message of its own (eslint-rules/contract-forms.js).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    plugins: { vazife },
    rules: { 'vazife/contract-forms': 'error' },
  },
  {
    // The client checks an answer against its contract schema in development only. Named outside
    // `import.meta.env.DEV ? … : undefined`, a schema survives the production build and brings
    // zod and the schema module into every screen that calls the API (29 kB on the dashboard).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name=/^(apiRequest|apiRequestWithHeaders|postFormWithProgress)$/] Property[key.name='schema'][value.type!='ConditionalExpression']",
          message: 'Name an answer schema as `schema: import.meta.env.DEV ? theSchema : undefined`.',
        },
      ],
    },
  },
);
