import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { emailKey } from '../modules/auth/index.js';
import { hashPassword } from '../platform/passwords.js';
import type { Storage } from '../platform/storage.js';
import { insertDemoAnnouncements } from './demo-announcements.js';
import { insertDemoCompany, people } from './demo-company.js';
import { insertDemoConsole } from './demo-console.js';
import { storeDemoFiles } from './demo-files.js';
import { insertDemoMessaging } from './demo-messaging.js';
import { insertDemoNotifications } from './demo-notifications.js';
import { insertDemoReports } from './demo-reports.js';
import { insertDemoSubscriptions } from './demo-subscriptions.js';
import { insertDemoTasks } from './demo-tasks.js';

// Not a common password: the demo signs in through the same rules as everyone (demo1234 is refused).
export const demoPassword = 'lale-bahcesi-26';
export const demoPeople = people;

/**
 * The demo company, all in one transaction: staff, tasks in every state (pictures, evidence, a
 * revision history), conversations, a group with read receipts, a bulk message, unread
 * notifications, the workers' reports of every type and the announcements with who read them, the
 * subscription (plans, a bank account, a card purchase, an approved bank purchase with its invoice
 * and a pending one), and around it what the console shows: other companies, a sign-in slide, the
 * support contact, the operator's log. Their files (photos, PDFs) go into `storage` first and are
 * removed again when the transaction fails. Does nothing when the demo's employer already exists
 * (the demo is loaded once); answers whether it loaded it now.
 */
export async function loadDemo(db: Kysely<Database>, storage: Storage): Promise<boolean> {
  // eslint-disable-next-line vazife/company-scope -- the demo's employer, by e-mail, before any company is known
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
    rackTask: 'tasks',
    forklift: 'tasks',
    gauge: 'evidence',
    checklist: 'evidence',
    thermometer: 'evidence',
    returns: 'evidence',
    slide: 'slider',
    invoice: 'invoices',
  });
  try {
    await db.transaction().execute(async (trx) => {
      const company = await insertDemoCompany(trx, passwordHash);
      await insertDemoTasks(trx, company, files);
      await insertDemoMessaging(trx, company);
      const reports = await insertDemoReports(trx, company, files);
      const announcements = await insertDemoAnnouncements(trx, company, files);
      await insertDemoNotifications(trx, company, { reports, announcements });
      const subscriptions = await insertDemoSubscriptions(trx, company, files);
      await insertDemoConsole(trx, passwordHash, { subscriptions, files });
    });
  } catch (error) {
    await discard();
    throw error;
  }
  return true;
}
