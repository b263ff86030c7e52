import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { auditSeed, type AuditChange } from '../modules/audit/index.js';
import { platformSettingsSeed } from '../modules/platform-settings/index.js';
import { subscriptionsSeed } from '../modules/subscriptions/index.js';
import { at, insertCompanyOf, type DemoPerson } from './demo-company.js';
import type { DemoFiles } from './demo-files.js';
import type { DemoSubscriptions } from './demo-subscriptions.js';

const day = 24;

/**
 * The platform around the demo company, as the operator's console shows it: three more companies
 * (one on its trial, one whose trial ran out, one the operator suspended), each with its people.
 */
export const consoleCompanies: {
  name: string;
  description: string;
  people: DemoPerson[];
  /** Days from now. */
  createdDays: number;
  state: 'trial' | 'expired' | 'suspended';
}[] = [
  {
    name: 'Anadolu Yapı Market',
    description: 'Hırdavat ve yapı malzemesi, iki şube',
    createdDays: -4,
    state: 'trial',
    people: [
      { key: 'owner', name: 'Hakan Aydın', email: 'anadolu@demo.vazife.app', role: 'isveren', approved: true },
      { key: 'sef', name: 'Selin Koç', email: 'anadolu.sef@demo.vazife.app', role: 'sef', approved: true },
      { key: 'isci', name: 'Murat Arslan', email: 'anadolu.isci@demo.vazife.app', role: 'isci', approved: true },
    ],
  },
  {
    name: 'Ege Soğuk Zincir Ltd.',
    description: 'Soğuk hava deposu',
    createdDays: -40,
    state: 'expired',
    people: [
      { key: 'owner', name: 'Deniz Yıldız', email: 'ege@demo.vazife.app', role: 'isveren', approved: true },
      { key: 'isci', name: 'Cem Aksoy', email: 'ege.isci@demo.vazife.app', role: 'isci', approved: true },
    ],
  },
  {
    name: 'Marmara Kurye Hizmetleri',
    description: 'Şehir içi dağıtım',
    createdDays: -90,
    state: 'suspended',
    people: [
      { key: 'owner', name: 'Orhan Polat', email: 'marmara@demo.vazife.app', role: 'isveren', approved: true },
      { key: 'mudur', name: 'Gül Erdem', email: 'marmara.mudur@demo.vazife.app', role: 'mudur', approved: true },
      { key: 'isci', name: 'Kaan Tekin', email: 'marmara.isci@demo.vazife.app', role: 'isci', approved: true },
    ],
  },
];

/** The support contact the sign-in page and the payment screens show, where the operator has set none. */
export const demoSupport = { support_email: 'destek@vazife.app', support_phone: '0850 123 45 67' };

export const demoSlide = {
  title: 'Ekibiniz her sabah hazır',
  description: 'Görevler, kanıtlar ve onaylar tek yerde: depodan sahaya herkes aynı sayfada.',
};

/** The other companies, in the caller's transaction; answers the suspended one (its log entry names it). */
async function insertConsoleCompanies(trx: Transaction<Database>, passwordHash: string) {
  const seed = subscriptionsSeed(trx);
  const plans = await seed.plans();
  let suspended: { id: string; name: string } | undefined;
  for (const company of consoleCompanies) {
    const { companyId } = await insertCompanyOf(trx, passwordHash, company, company.people);
    const created = company.createdDays * day;
    if (company.state === 'trial') {
      await seed.setCompanyState(companyId, { created_at: at(created) });
    } else if (company.state === 'expired') {
      await seed.setCompanyState(companyId, { created_at: at(created), subscription_end_date: at(created + 14 * day) });
    } else {
      const plan = plans[0]!;
      await seed.subscribe(companyId, plan.id, at(created + 120 * day));
      await seed.setCompanyState(companyId, { created_at: at(created), subscription_status: 'suspended' });
      suspended = { id: companyId, name: company.name };
    }
  }
  return suspended!;
}

/**
 * What the console shows around the demo company, in the caller's transaction: the other
 * companies, the sign-in slide and the support contact (where the operator has none), and the
 * operator's log of it all: the plans and the account the demo added, the slide, the support
 * contact, the approval of the bank purchase with its invoice, the suspension. The entries name
 * the platform's operator, or `admin` (the first start's default) while there is none yet.
 */
export async function insertDemoConsole(
  trx: Transaction<Database>,
  passwordHash: string,
  demo: { subscriptions: DemoSubscriptions; files: Pick<DemoFiles, 'slide'> },
): Promise<void> {
  const suspended = await insertConsoleCompanies(trx, passwordHash);
  const settings = platformSettingsSeed(trx);
  const log: { change: AuditChange; h: number }[] = [];

  const current = await settings.settings();
  if (!current?.support_email && !current?.support_phone) {
    await settings.setSupportContact(demoSupport, at(-58 * day));
    log.push({
      h: -58 * day,
      change: {
        kind: 'platform_settings',
        id: '1',
        action: 'update',
        label: current?.platform_name ?? null,
        before: { support_email: null, support_phone: null },
        after: demoSupport,
      },
    });
  }
  if ((await settings.slides()).length === 0) {
    const id = randomUUID();
    const row = { title: demoSlide.title, description: demoSlide.description, order_index: 0, active: true };
    await settings.addSlide({ id, file_path: `slider/${demo.files.slide.key}`, ...row, created_at: at(-58 * day) });
    log.push({
      h: -58 * day,
      change: { kind: 'slide', id, action: 'create', label: row.title, after: { ...row, file: demo.files.slide.name } },
    });
  }

  const { plansAdded, bankAccount, approved } = demo.subscriptions;
  for (const plan of plansAdded)
    log.push({
      h: -60 * day,
      change: {
        kind: 'plan',
        id: plan.id,
        action: 'create',
        label: plan.name,
        after: { name: plan.name, price: plan.price_kurus / 100, max_users: plan.max_users, is_active: true },
      },
    });
  log.push(
    {
      h: -60 * day,
      change: {
        kind: 'bank_account',
        id: bankAccount.id,
        action: 'create',
        label: bankAccount.bank_name,
        after: { bank_name: bankAccount.bank_name, iban: bankAccount.iban, is_active: true },
      },
    },
    {
      h: -19 * day,
      change: {
        kind: 'purchase',
        id: approved.id,
        action: 'approve',
        label: `${approved.companyName} · ${approved.planName}`,
        before: { status: 'beklemede' },
        after: { status: 'onaylandi', admin_notes: approved.adminNotes },
      },
    },
    {
      h: -19 * day + 1,
      change: {
        kind: 'purchase',
        id: approved.id,
        action: 'upload_invoice',
        label: `${approved.companyName} · ${approved.planName}`,
        after: { invoice_file_name: approved.invoiceName },
      },
    },
    {
      h: -6 * day,
      change: {
        kind: 'company',
        id: suspended.id,
        action: 'suspend',
        label: suspended.name,
        before: { subscription_status: 'active' },
        after: { subscription_status: 'suspended' },
      },
    },
  );

  const audit = auditSeed(trx);
  const operator = (await audit.firstOperator()) ?? { id: null, username: 'admin' };
  for (const entry of log) await audit.record(operator, entry.change, at(entry.h));
}
