import type { TestUser } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import { notify } from './notifications.service.js';

/** Sends `count` task notifications to `user` through the module's own notify, as a hook would. */
export async function notifyUser(t: TestApp, user: TestUser, count = 1) {
  for (let i = 0; i < count; i++) {
    await notify(
      { db: t.database.db, bus: t.app.deps.bus },
      user.companyId!,
      { userIds: [user.id] },
      {
        type: 'task_assigned',
        title: `Başlık ${i + 1}`,
        body: `Gövde ${i + 1}`,
        params: { task: `Görev ${i + 1}` },
        link: null,
      },
    );
  }
}

/** The person's notifications as stored, newest first. */
export function storedFor(t: TestApp, user: TestUser) {
  return t.database.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', user.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export const unreadOf = async (t: TestApp, user: TestUser) =>
  (await storedFor(t, user)).filter((row) => !row.is_read).length;
