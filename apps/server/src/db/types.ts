import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  AuditAction,
  AuditEntityKind,
  MessageType,
  MessagingMode,
  NotificationType,
  PaymentMethod,
  PlanChangeKind,
  Priority,
  PurchaseStatus,
  ReportType,
  Role,
  SubscriptionStatus,
  TaskStatus,
} from '@vazife/contract';

/**
 * Timestamps travel as ISO 8601 strings on both engines (dialect.ts makes PostgreSQL's
 * timestamptz read back as strings).
 */
export type Timestamp = string;
/** SQLite has no boolean: it stores 0/1. Rows are read through toBool(). */
export type DbBool = ColumnType<boolean | number, boolean, boolean>;

export interface CompaniesTable {
  id: string;
  name: string;
  description: string | null;
  code: string;
  owner_id: string;
  subscription_status: SubscriptionStatus;
  subscription_plan_id: string | null;
  is_trial: DbBool;
  subscription_end_date: Timestamp | null;
  messaging_mode: MessagingMode;
  created_at: Timestamp;
}

export interface UsersTable {
  id: string;
  company_id: string | null;
  name: string;
  email: string;
  /** Lower-cased e-mail: the unique key, whatever the case it was typed in. */
  email_key: string;
  phone: string | null;
  role: Role;
  password_hash: string;
  is_approved: DbBool;
  can_create_groups: DbBool;
  /** JSON array of conversation ids. */
  pinned_conversations: string;
  /** Bumped on logout and password change: tokens carrying an older version are refused. */
  token_version: Generated<number>;
  created_at: Timestamp;
  approved_at: Timestamp | null;
}

export interface SuperAdminsTable {
  id: string;
  username: string;
  password_hash: string;
  token_version: Generated<number>;
  created_at: Timestamp;
}

/** An operator's failed sign-in attempts and lockout (migration 0021). */
export interface OperatorSignInGuardsTable {
  admin_id: string;
  /** Attempts in a row not proven right (each counted before its password or code is checked). */
  failures: number;
  last_failure_at: Timestamp | null;
  locked_until: Timestamp | null;
  /** Lockouts one after another: the next one lasts longer. */
  lockouts: number;
}

/** An operator's TOTP secret, sealed (platform/secret-box.ts); migration 0020. */
export interface OperatorTwoFactorTable {
  admin_id: string;
  secret_sealed: string;
  enabled: DbBool;
  /** The time step of the last code taken: a code of that step or an earlier one is refused. */
  last_step: number | null;
  created_at: Timestamp;
  enabled_at: Timestamp | null;
}

export interface OperatorRecoveryCodesTable {
  id: string;
  admin_id: string;
  code_hash: string;
  used_at: Timestamp | null;
}

export interface OperatorLoginChallengesTable {
  token_hash: string;
  admin_id: string;
  token_version: number;
  failures: Generated<number>;
  expires_at: Timestamp;
}

export interface PlatformSettingsTable {
  /** A single row, id 1. */
  id: number;
  platform_name: string;
  tagline: string;
  primary_color: string;
  secondary_color: string;
  support_email: string | null;
  support_phone: string | null;
  logo_path: string | null;
  favicon_path: string | null;
  trial_days: number;
  updated_at: Timestamp;
}

export interface SliderItemsTable {
  id: string;
  file_path: string;
  title: string | null;
  description: string | null;
  order_index: number;
  active: DbBool;
  created_at: Timestamp;
}

export interface PlansTable {
  id: string;
  name: string;
  /** Monthly price in kuruş: money is never a float. */
  price_kurus: number;
  max_users: number;
  description: string | null;
  /** JSON array of strings. */
  features: string;
  is_active: DbBool;
  created_at: Timestamp;
}

/** The operator's accounts that a bank-transfer purchase is paid into. */
export interface BankAccountsTable {
  id: string;
  bank_name: string;
  account_holder: string;
  /** Without spaces, upper case, checked (contract `isValidIban`). */
  iban: string;
  branch: string | null;
  display_order: number;
  is_active: DbBool;
  created_at: Timestamp;
}

/** A company's purchase of a plan for some months; its name and total kept as they were bought. */
export interface PurchasesTable {
  id: string;
  company_id: string;
  plan_id: string | null;
  plan_name: string;
  duration_months: number;
  /** The plan's monthly price × months, in kuruş, computed by the server. */
  total_kurus: number;
  payment_method: PaymentMethod;
  status: PurchaseStatus;
  bank_account_id: string | null;
  invoice_company_name: string;
  invoice_tax_office: string | null;
  invoice_tax_number: string | null;
  invoice_address: string | null;
  user_phone: string | null;
  /** The employer's note with the request. */
  notes: string | null;
  /** The operator's note with an approval. */
  admin_notes: string | null;
  rejection_reason: string | null;
  /** The operator's invoice in the `invoices` area. */
  invoice_storage_key: string | null;
  invoice_file_name: string | null;
  invoice_mime_type: string | null;
  created_by: string | null;
  created_at: Timestamp;
  decided_at: Timestamp | null;
  /** A card purchase's PayTR order number (alphanumeric, unique); null for a bank transfer. */
  merchant_oid: Optional<string>;
  /** The amount sent to PayTR, in kuruş. */
  paytr_amount_kurus: Optional<number>;
  /** Where the card payment stands: `bekliyor`, `odendi`, `basarisiz` or `terk` (abandoned). */
  paytr_status: Optional<PaytrPaymentStatus>;
  /** The amount PayTR says it collected, in kuruş (above the order's with an installment fee). */
  paytr_total_kurus: Optional<number>;
  paid_at: Optional<Timestamp>;
  failed_at: Optional<Timestamp>;
  paytr_failed_reason_code: Optional<string>;
  paytr_failed_reason: Optional<string>;
  /** The unused paid value of the replaced plan taken off the price, in kuruş (migration 0024). */
  credit_kurus: Optional<number>;
  credit_days: Optional<number>;
  credit_plan_name: Optional<string>;
  /** How the approval placed the period: new, extend, upgrade or downgrade. */
  period_kind: Optional<PlanChangeKind>;
  period_starts_at: Optional<Timestamp>;
  period_ends_at: Optional<Timestamp>;
  /** What the period stands for when a later upgrade credits its unused days, in kuruş. */
  period_value_kurus: Optional<number>;
  /** When the company was put on this purchase's plan: at approval, or when a queued period began. */
  plan_switched_at: Optional<Timestamp>;
}

/** A column a write may leave out (null), as the card columns of a bank purchase. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** Where a card payment stands at PayTR (migration 0018). */
export type PaytrPaymentStatus = 'bekliyor' | 'odendi' | 'basarisiz' | 'terk';

/** The operator's PayTR credentials: one row (id 1), key and salt encrypted (platform/secret-box.ts). */
export interface PaytrSettingsTable {
  id: number;
  merchant_id: string;
  merchant_key_encrypted: string;
  merchant_salt_encrypted: string;
  /** The last characters, masked, for the operator's screen. */
  merchant_key_hint: string;
  merchant_salt_hint: string;
  is_test_mode: DbBool;
  is_active: DbBool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TasksTable {
  id: string;
  company_id: string;
  title: string;
  description: string;
  assigned_to: string;
  assigned_by: string;
  priority: Priority;
  status: TaskStatus;
  deadline: Timestamp | null;
  created_at: Timestamp;
  started_at: Timestamp | null;
  completed_at: Timestamp | null;
  approved_at: Timestamp | null;
  completion_note: string | null;
  additional_info: string | null;
  revision_note: string | null;
  revision_count: Generated<number>;
  updated_at: Timestamp;
}

export type TaskFileKind = 'image' | 'evidence';

export interface TaskFilesTable {
  id: string;
  company_id: string;
  task_id: string;
  kind: TaskFileKind;
  /** Random name on disk (with the extension of the sniffed type): the {filename} of download URLs. */
  storage_key: string;
  /** The uploader's file name, cleaned, for Content-Disposition and tiles. */
  filename: string;
  mime_type: string;
  size: number;
  thumbnail_key: string | null;
  position: number;
  uploaded_by: string;
  uploaded_at: Timestamp;
  /** The completion round an evidence file came with (migration 0005); null for the task image. */
  completion_id: string | null;
}

export interface TaskRevisionsTable {
  id: string;
  company_id: string;
  task_id: string;
  note: string;
  requested_by: string;
  requested_at: Timestamp;
}

/** One completion of a task: the first, and one more after each revision request (migration 0005). */
export interface TaskCompletionsTable {
  id: string;
  company_id: string;
  task_id: string;
  /** 1, 2, …: the order of the completions of one task. */
  round: number;
  note: string | null;
  completed_by: string;
  completed_at: Timestamp;
}

/** Moved by triggers on every write a task list could show (migration 0003). */
export interface TaskListVersionsTable {
  company_id: string;
  /** bigint on PostgreSQL: the driver hands it over as a string. */
  version: number | string;
}

/** A person's messaging list counter (migration 0010): moved by triggers on every write their lists show. */
export interface MessageListVersionsTable {
  user_id: string;
  /** bigint on PostgreSQL: the driver hands it over as a string. */
  version: number | string;
}

/** A session signed out on its own device (migration 0011); kept until its token would expire. */
export interface EndedSessionsTable {
  sid: string;
  user_id: string;
  expires_at: Timestamp;
}

/** A company's last rejection of a person's request to join (a day must pass before the next). */
export interface JoinRejectionsTable {
  company_id: string;
  user_id: string;
  rejected_at: Timestamp;
}

/** A group chat (migration 0007). */
export interface MessageGroupsTable {
  id: string;
  company_id: string;
  name: string;
  description: string | null;
  created_by: string;
  created_at: Timestamp;
}

export interface MessageGroupMembersTable {
  company_id: string;
  group_id: string;
  user_id: string;
  added_at: Timestamp;
}

export interface MessagesTable {
  id: string;
  company_id: string;
  /** `<smaller user id>:<larger user id>` for two people, the group id for a group. */
  conversation_key: string;
  sender_id: string;
  receiver_id: string | null;
  group_id: string | null;
  content: string;
  message_type: MessageType;
  storage_key: string | null;
  thumbnail_key: string | null;
  file_name: string | null;
  file_size: number | null;
  mime_type: string | null;
  is_edited: DbBool;
  created_at: Timestamp;
  edited_at: Timestamp | null;
}

/** One person's side of one conversation: what the conversation list reads (migration 0007). */
export interface MessageThreadsTable {
  company_id: string;
  user_id: string;
  conversation_key: string;
  peer_id: string | null;
  group_id: string | null;
  last_message_id: string | null;
  last_message_at: Timestamp | null;
  unread_count: Generated<number>;
  /** The newest message time this person has read: their read receipts. */
  last_read_at: Timestamp | null;
  /** The peer wrote to this person first or at some point: they may answer whatever the rule. */
  peer_wrote: DbBool;
}

/** One bell entry of one person (migration 0008). */
export interface NotificationsTable {
  id: string;
  company_id: string;
  user_id: string;
  type: NotificationType;
  title: string;
  body: string;
  link: string | null;
  /** The task or person it waits on, when another's step settles it (migration 0012). */
  subject_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** What its texts name, a JSON object of strings; null on rows written before (migration 0022). */
  params_json: ColumnType<string | null, string | null | undefined, string | null>;
  is_read: DbBool;
  created_at: Timestamp;
}

/** A deadline reminder already sent for a task: each kind goes once. */
export interface TaskRemindersTable {
  company_id: string;
  task_id: string;
  kind: 'due_soon' | 'overdue';
  sent_at: Timestamp;
}

/** A worker's report, with at most one file (migration 0013). */
export interface ReportsTable {
  id: string;
  company_id: string;
  user_id: string;
  title: string;
  content: string;
  type: ReportType;
  storage_key: string | null;
  thumbnail_key: string | null;
  file_name: string | null;
  file_size: number | null;
  mime_type: string | null;
  created_at: Timestamp;
}

/** An announcement to the whole company, with at most one attachment (migration 0014). */
export interface AnnouncementsTable {
  id: string;
  company_id: string;
  created_by: string;
  title: string;
  description: string;
  storage_key: string | null;
  file_name: string | null;
  mime_type: string | null;
  created_at: Timestamp;
}

/** A member's first opening of an announcement, once per person (migration 0014). */
export interface AnnouncementReadsTable {
  company_id: string;
  announcement_id: string;
  user_id: string;
  read_at: Timestamp;
}

/**
 * A task's, employee's, report's or announcement's searched text, as the contract's `searchText`
 * gives it (folded, a space before each word); written only by the triggers on those tables
 * (migrations 0015 and 0023).
 */
export interface SearchDocumentsTable {
  id: Generated<number>;
  company_id: string;
  kind: 'task' | 'employee' | 'report' | 'announcement';
  object_id: string;
  folded_title: string;
  folded_body: string;
}

export interface Database {
  companies: CompaniesTable;
  users: UsersTable;
  super_admins: SuperAdminsTable;
  platform_settings: PlatformSettingsTable;
  slider_items: SliderItemsTable;
  plans: PlansTable;
  bank_accounts: BankAccountsTable;
  purchases: PurchasesTable;
  tasks: TasksTable;
  task_files: TaskFilesTable;
  task_revisions: TaskRevisionsTable;
  task_completions: TaskCompletionsTable;
  task_list_versions: TaskListVersionsTable;
  message_list_versions: MessageListVersionsTable;
  join_rejections: JoinRejectionsTable;
  ended_sessions: EndedSessionsTable;
  message_groups: MessageGroupsTable;
  message_group_members: MessageGroupMembersTable;
  messages: MessagesTable;
  message_threads: MessageThreadsTable;
  notifications: NotificationsTable;
  task_reminders: TaskRemindersTable;
  reports: ReportsTable;
  announcements: AnnouncementsTable;
  announcement_reads: AnnouncementReadsTable;
  search_documents: SearchDocumentsTable;
  operator_audit_log: OperatorAuditLogTable;
  paytr_settings: PaytrSettingsTable;
  operator_two_factor: OperatorTwoFactorTable;
  operator_recovery_codes: OperatorRecoveryCodesTable;
  operator_login_challenges: OperatorLoginChallengesTable;
  operator_sign_in_guards: OperatorSignInGuardsTable;
}

export type CompanyRow = Selectable<CompaniesTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SuperAdminRow = Selectable<SuperAdminsTable>;
export type PlanRow = Selectable<PlansTable>;
export type BankAccountRow = Selectable<BankAccountsTable>;
export type PurchaseRow = Selectable<PurchasesTable>;
export type TaskRow = Selectable<TasksTable>;
export type TaskFileRow = Selectable<TaskFilesTable>;
export type TaskRevisionRow = Selectable<TaskRevisionsTable>;
export type TaskCompletionRow = Selectable<TaskCompletionsTable>;
export type NewTask = Insertable<TasksTable>;

/** One change the operator made (migration 0019): who, what, when, and the changed fields. */
export interface OperatorAuditLogTable {
  id: string;
  operator_id: string | null;
  operator_username: string;
  entity_kind: AuditEntityKind;
  entity_id: string;
  entity_label: string | null;
  action: AuditAction;
  /** JSON object of the changed fields before the change; null for a creation. */
  before_json: string | null;
  /** JSON object of the changed fields after the change; null for a deletion. */
  after_json: string | null;
  created_at: Timestamp;
}
