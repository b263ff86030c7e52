import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { emailKey } from '../modules/auth/index.js';
import { hashPassword } from '../platform/passwords.js';
import type { Storage } from '../platform/storage.js';
import { insertDemoAnnouncements } from './demo-announcements.js';
import { insertDemoCompany, people } from './demo-company.js';
import { storeDemoFiles } from './demo-files.js';
import { insertDemoMessaging } from './demo-messaging.js';
import { insertDemoNotifications } from './demo-notifications.js';
import { insertDemoReports } from './demo-reports.js';
import { insertDemoSubscriptions } from './demo-subscriptions.js';

// Not a common password: the demo signs in through the same rules as everyone (demo1234 is refused).
export const demoPassword = 'lale-bahcesi-26';
export const demoPeople = people;

/**
 * The demo company, all in one transaction: staff, tasks in every state, conversations, a group
 * with read receipts, a bulk message, unread notifications, the workers' reports of every type and
 * the announcements with who read them, and the subscription (plans, a bank account, an approved
 * purchase with its invoice and a pending one). Their files (photos, PDFs) go into `storage` first and are
 * removed again when the transaction fails. Does nothing when the demo's employer already exists
 * (the demo is loaded once); answers whether it loaded it now.
 */
export async function loadDemo(db: Kysely<Database>, storage: Storage): Promise<boolean> {
  const exists = await db
    .selectFrom('users')
    .select('id')
    .where('email_key', '=', emailKey(people[0]!.email))
    .executeTakeFirst();
  if (exists) return false;
  const passwordHash = await hashPassword(demoPassword);
  const { files, discard } = await storeDemoFiles(storage, {
    spill: 'reports',
    rack: 'reports',
    battery: 'reports',
    weekly: 'reports',
    shifts: 'announcements',
    invoice: 'invoices',
  });
  try {
    await db.transaction().execute(async (trx) => {
      const company = await insertDemoCompany(trx, passwordHash);
      await insertDemoMessaging(trx, company);
      const reports = await insertDemoReports(trx, company, files);
      const announcements = await insertDemoAnnouncements(trx, company, files);
      await insertDemoNotifications(trx, company, { reports, announcements });
      await insertDemoSubscriptions(trx, company, files);
    });
  } catch (error) {
    await discard();
    throw error;
  }
  return true;
}
