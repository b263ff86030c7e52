import { describe, expect, it } from 'vitest';
import { makeCompany, memberCtxOf } from '../../test/factories.js';
import { countingDatabase } from '../../test/statement-kinds.js';
import { useTestApp } from '../../test/test-app.js';
import { createAnnouncement, getAnnouncement, type AnnouncementsDeps } from './announcements.service.js';

/**
 * What publishing an announcement costs the database: the statements Kysely runs for it (BEGIN and
 * COMMIT of its one transaction aside). The announcement goes in with RETURNING, which also reads
 * its creator's name, and the answer, the event and the bell's text are built from that row, with
 * no read-back.
 */
const t = useTestApp();

/** The announcements deps of the app (as index.ts builds them), on a database handle that counts. */
function countingDeps(): { deps: AnnouncementsDeps; kinds: string[] } {
  const { db, kinds } = countingDatabase(t.database.db);
  const { grants, bus } = t.app.deps;
  return { deps: { db, files: t.app.files, grants, bus }, kinds };
}

/**
 * The most statements a new announcement may take, on both engines: its INSERT, then the whole
 * company's bell, the recipients' SELECT and one INSERT of their notifications
 * (notifications.service.ts, `createNotifications`). Before this bound: 4, the INSERT followed by
 * a SELECT of the row just written.
 */
const most = 3;

describe('statements per new announcement', () => {
  it('its INSERT and the bell’s two, no read-back; the answer is the announcement as a read gives it', async () => {
    const c = await makeCompany(t);
    const { deps, kinds } = countingDeps();
    const input = { title: 'Bayram tatili', description: 'Depo pazartesi kapalı olacak.' };
    const created = await createAnnouncement(deps, memberCtxOf(c.mudur), input, undefined);
    expect(kinds.length, kinds.join(', ')).toBeLessThanOrEqual(most);
    expect(kinds[0], 'nothing is read before the announcement is written').toBe('InsertQueryNode');
    expect(created).toEqual(await getAnnouncement(deps, memberCtxOf(c.mudur), created.id));
    expect(created).toMatchObject({
      created_by: c.mudur.id,
      creator_name: c.mudur.row.name,
      creator_role: 'mudur',
      is_read: true,
      read_count: 0,
    });
  });
});
