/**
 * Which engine the route tests run on: SQLite by default, PostgreSQL when TEST_DB=postgres
 * (with TEST_DATABASE_URL). Each test file gets its own fresh database either way.
 */
export default function setup(): void {
  if (process.env.TEST_DB === 'postgres' && !process.env.TEST_DATABASE_URL) {
    throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test');
  }
}
