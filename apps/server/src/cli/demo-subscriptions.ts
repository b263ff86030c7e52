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

/**
 * The demo company's subscription: the plans and a bank account (where none exist), the employer's
 * approved purchase of three months with the operator's invoice (the company on that plan until the
 * bought months end) and a pending one of twelve months, which the console shows to approve.
 */
export async function insertDemoSubscriptions(
  trx: Transaction<Database>,
  company: DemoCompany,
  files: Pick<DemoFiles, 'invoice'>,
): Promise<void> {
  const seed = subscriptionsSeed(trx);
  let plans = await seed.plans();
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
  }
  const accountId = randomUUID();
  await seed.addBankAccount({
    id: accountId,
    ...demoBankAccount,
    display_order: 0,
    is_active: true,
    created_at: at(-60 * day),
  });

  const bought = plans.find((plan) => plan.name === 'Profesyonel') ?? plans[0]!;
  const employer = memberOf(company, 'owner');
  const invoiceFields = {
    invoice_company_name: 'Demo Lojistik A.Ş.',
    invoice_tax_office: 'Kadıköy',
    invoice_tax_number: '1234567890',
    invoice_address: 'Esentepe Mah. Depo Sok. No: 4, İstanbul',
  };
  await seed.addPurchase(employer, {
    id: randomUUID(),
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
    admin_notes: 'Ödeme hesaba geçti.',
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
    invoice_storage_key: null,
    invoice_file_name: null,
    invoice_mime_type: null,
    created_at: at(-3),
    decided_at: null,
  });
}
