import { randomUUID } from 'node:crypto';
import { normalizeIban } from '@vazife/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { subscriptionsSeed } from '../modules/subscriptions/index.js';
import { at, memberOf, type DemoCompany } from './demo-company.js';
import type { DemoFiles } from './demo-files.js';

const day = 24;

/**
 * Three plans as an operator would sell them (prices in kuruş, 999999 seats meaning unlimited): the
 * demo adds them only where the operator has made none, so that a platform's own plans stay alone.
 */
export const demoPlans = [
  {
    name: 'Başlangıç',
    price_kurus: 29_900,
    max_users: 10,
    description: 'Küçük ekipler için',
    features: ['10 kullanıcıya kadar', 'Görev ve kanıt yönetimi', 'Mesajlaşma'],
  },
  {
    name: 'Profesyonel',
    price_kurus: 59_900,
    max_users: 50,
    description: 'Büyüyen şirketler için',
    features: ['50 kullanıcıya kadar', 'Performans analizi', 'Raporlar ve duyurular', 'CSV dışa aktarma'],
  },
  {
    name: 'Kurumsal',
    price_kurus: 119_900,
    max_users: 999_999,
    description: 'Birden çok depo ve şube için',
    features: ['Sınırsız kullanıcı', 'Öncelikli destek', 'Bütün modüller'],
  },
];

/** A real-shaped account: the IBAN's check digits hold (contract `isValidIban`). */
export const demoBankAccount = {
  bank_name: 'Ziraat Bankası',
  account_holder: 'Vazife Yazılım A.Ş.',
  iban: normalizeIban('TR33 0006 1005 1978 6457 8413 26'),
  branch: 'Kadıköy',
};

/** What the demo's subscription wrote that the operator's log tells of (demo-console.ts). */
export interface DemoSubscriptions {
  plansAdded: { id: string; name: string; price_kurus: number; max_users: number }[];
  bankAccount: { id: string; bank_name: string; iban: string };
  approved: { id: string; companyName: string; planName: string; adminNotes: string; invoiceName: string };
}

/**
 * The demo company's subscription: the plans and a bank account (where none exist), a first month
 * paid by card through PayTR, then the employer's approved bank purchase of three months with the
 * operator's invoice (the company on that plan until the bought months end) and a pending one of
 * twelve months, which the console shows to approve.
 */
export async function insertDemoSubscriptions(
  trx: Transaction<Database>,
  company: DemoCompany,
  files: Pick<DemoFiles, 'invoice'>,
): Promise<DemoSubscriptions> {
  const seed = subscriptionsSeed(trx);
  let plans = await seed.plans();
  const plansAdded: DemoSubscriptions['plansAdded'] = [];
  if (plans.length === 0) {
    for (const plan of demoPlans)
      await seed.addPlan({
        id: randomUUID(),
        ...plan,
        features: JSON.stringify(plan.features),
        is_active: true,
        created_at: at(-60 * day),
      });
    plans = await seed.plans();
    plansAdded.push(...plans);
  }
  const accountId = randomUUID();
  await seed.addBankAccount({
    id: accountId,
    ...demoBankAccount,
    display_order: 0,
    is_active: true,
    created_at: at(-60 * day),
  });

  const employer = memberOf(company, 'owner');
  const invoiceFields = {
    invoice_company_name: 'Demo Lojistik A.Ş.',
    invoice_tax_office: 'Kadıköy',
    invoice_tax_number: '1234567890',
    invoice_address: 'Esentepe Mah. Depo Sok. No: 4, İstanbul',
  };
  const noInvoice = { invoice_storage_key: null, invoice_file_name: null, invoice_mime_type: null };

  // The first month, by card: PayTR's notification marked it paid and approved it at once.
  const starter = plans.find((plan) => plan.name === 'Başlangıç') ?? plans[0]!;
  const paidAt = at(-50 * day + 0.1);
  await seed.addPurchase(employer, {
    id: randomUUID(),
    plan_id: starter.id,
    plan_name: starter.name,
    duration_months: 1,
    total_kurus: starter.price_kurus,
    payment_method: 'kredi_karti',
    status: 'onaylandi',
    bank_account_id: null,
    ...invoiceFields,
    user_phone: '05321234567',
    created_by: employer.actor.userId,
    notes: null,
    admin_notes: null,
    rejection_reason: null,
    ...noInvoice,
    created_at: at(-50 * day),
    decided_at: paidAt,
    merchant_oid: `VZDEMO${randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}`,
    paytr_amount_kurus: starter.price_kurus,
    paytr_status: 'odendi',
    paytr_total_kurus: starter.price_kurus,
    paid_at: paidAt,
  });

  const bought = plans.find((plan) => plan.name === 'Profesyonel') ?? plans[0]!;
  const approvedId = randomUUID();
  const adminNotes = 'Ödeme hesaba geçti.';
  await seed.addPurchase(employer, {
    id: approvedId,
    plan_id: bought.id,
    plan_name: bought.name,
    duration_months: 3,
    total_kurus: bought.price_kurus * 3,
    payment_method: 'havale_eft',
    status: 'onaylandi',
    bank_account_id: accountId,
    ...invoiceFields,
    user_phone: null,
    created_by: employer.actor.userId,
    notes: 'Açıklamaya şirket kodumuzu yazdık.',
    admin_notes: adminNotes,
    rejection_reason: null,
    invoice_storage_key: files.invoice.key,
    invoice_file_name: files.invoice.name,
    invoice_mime_type: files.invoice.mimeType,
    created_at: at(-20 * day),
    decided_at: at(-19 * day),
  });
  await seed.subscribe(company.companyId, bought.id, at(-19 * day + 3 * 30 * day));

  const next = plans[plans.length - 1]!;
  await seed.addPurchase(employer, {
    id: randomUUID(),
    plan_id: next.id,
    plan_name: next.name,
    duration_months: 12,
    total_kurus: next.price_kurus * 12,
    payment_method: 'havale_eft',
    status: 'beklemede',
    bank_account_id: accountId,
    ...invoiceFields,
    user_phone: null,
    created_by: employer.actor.userId,
    notes: 'Yıllık pakete geçmek istiyoruz; havale bugün yapıldı.',
    admin_notes: null,
    rejection_reason: null,
    ...noInvoice,
    created_at: at(-3),
    decided_at: null,
  });
  return {
    plansAdded,
    bankAccount: { id: accountId, bank_name: demoBankAccount.bank_name, iban: demoBankAccount.iban },
    approved: {
      id: approvedId,
      companyName: invoiceFields.invoice_company_name,
      planName: bought.name,
      adminNotes,
      invoiceName: files.invoice.name,
    },
  };
}
