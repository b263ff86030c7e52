import { describe, expect, it, vi } from 'vitest';
import { makeCompany, makeTask } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

// The app with its reminder loop on, at a test's pace.
const t = useTestApp({ reminderIntervalMs: 25 });

describe('the app’s reminder loop', () => {
  it('runs from the moment the app is ready', async () => {
    const c = await makeCompany(t);
    const id = await makeTask(t, { by: c.owner, to: c.isci, deadline: new Date(Date.now() - 60_000).toISOString() });
    await vi.waitFor(
      async () => {
        const rows = await t.database.db
          .selectFrom('notifications')
          .select(['user_id', 'type'])
          .where('link', '=', `/dashboard?task=${id}`)
          .execute();
        expect(rows.map((row) => `${row.type} ${row.user_id}`).sort()).toEqual(
          [`task_overdue ${c.isci.id}`, `task_overdue ${c.owner.id}`].sort(),
        );
      },
      { timeout: 5000, interval: 25 },
    );
  });
});
