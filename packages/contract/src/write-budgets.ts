/**
 * The write budgets (docs/product-rules.md#write-budgets): how often a person, or a whole company,
 * may make each kind of write before the server answers 429. A budget holds `burst` writes at once
 * and refills over `windowSeconds`, one every `windowSeconds / burst`: a burst of that many goes
 * through, then a steady pace. Chosen from what a real person does, so that normal use never meets
 * one; the server may scale them (WRITE_RATE_LIMIT_SCALE, WRITE_RATE_LIMITS, SEND_RATE_LIMIT).
 */
export const writeBudgetNames = [
  'send',
  'reports',
  'tasks',
  'task-updates',
  'groups',
  'announcements',
  'purchases',
  'card-payments',
  'uploads',
  'marks',
  'changes',
  'account',
] as const;

export type WriteBudgetName = (typeof writeBudgetNames)[number];

/**
 * Whose writes a budget counts: each person's, or a whole company's, for a write that reaches
 * everyone in it (an announcement) or costs the company (a purchase).
 */
export type WriteBudgetScope = 'person' | 'company';

export interface WriteBudget {
  scope: WriteBudgetScope;
  burst: number;
  windowSeconds: number;
  /** What was limited, as the 429's detail begins (errors.writeLimited). */
  limited: string;
}

const minute = 60;
const hour = 60 * minute;

export const writeBudgets: Record<WriteBudgetName, WriteBudget> = {
  // Direct, group, bulk and file messages together; the server takes its burst from SEND_RATE_LIMIT.
  send: { scope: 'person', burst: 30, windowSeconds: 30, limited: 'Çok hızlı mesaj gönderiyorsunuz.' },
  // A worker files a handful in a shift: the day's report, a handover, now and then an incident.
  reports: { scope: 'person', burst: 20, windowSeconds: 8 * hour, limited: 'Kısa sürede çok fazla rapor gönderdiniz.' },
  // A supervisor hands out the morning's work in one go.
  tasks: { scope: 'person', burst: 100, windowSeconds: hour, limited: 'Kısa sürede çok fazla görev oluşturdunuz.' },
  // Starting, completing, approving, sending back and adding information.
  'task-updates': {
    scope: 'person',
    burst: 300,
    windowSeconds: hour,
    limited: 'Görevlerde kısa sürede çok fazla işlem yaptınız.',
  },
  groups: { scope: 'person', burst: 20, windowSeconds: 24 * hour, limited: 'Kısa sürede çok fazla grup oluşturdunuz.' },
  // Each one reaches every member's bell: counted for the whole company.
  announcements: {
    scope: 'company',
    burst: 10,
    windowSeconds: 24 * hour,
    limited: 'Şirketinizde kısa sürede çok fazla duyuru yayımlandı.',
  },
  // Bank-transfer purchase requests: each waits for the operator.
  purchases: {
    scope: 'company',
    burst: 5,
    windowSeconds: hour,
    limited: 'Şirketiniz kısa sürede çok fazla satın alma isteği gönderdi.',
  },
  // Card payments started: each one at most one call to PayTR's get-token.
  'card-payments': {
    scope: 'company',
    burst: 5,
    windowSeconds: hour,
    limited: 'Şirketiniz kısa sürede çok fazla kartla ödeme başlattı.',
  },
  // Files, one unit each, whatever call carries them (tasks, evidence, messages, reports, announcements).
  uploads: { scope: 'person', burst: 200, windowSeconds: hour, limited: 'Kısa sürede çok fazla dosya yüklediniz.' },
  // Marking read and pinning: an open chat marks each incoming message read.
  marks: {
    scope: 'person',
    burst: 600,
    windowSeconds: 5 * minute,
    limited: 'Kısa sürede çok fazla işaretleme (okundu, sabitleme) yaptınız.',
  },
  // Edits and deletes, group members, staff decisions, company settings, signing out.
  changes: { scope: 'person', burst: 300, windowSeconds: hour, limited: 'Kısa sürede çok fazla değişiklik yaptınız.' },
  // A company made or joined, its code renewed, one's profile and password.
  account: {
    scope: 'person',
    burst: 20,
    windowSeconds: hour,
    limited: 'Hesap ve şirket işlemlerinde kısa sürede çok fazla deneme yaptınız.',
  },
};

/** At most this many card payments of a company wait on an open PayTR payment page at once. */
export const openCardPaymentsDefault = 3;

/** A wait in Turkish words, rounded up: "45 saniye", "24 dakika", "2 saat 5 dakika". */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${whole} saniye`;
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return `${minutes} dakika`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} saat` : `${hours} saat ${rest} dakika`;
}
