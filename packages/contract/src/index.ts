// Zod's settings (Turkish messages, no generated code in browsers) run first by construction:
// every schema module takes `z` from ./zod.js. A page that takes only plain values from here
// (roles, limits, brand defaults: the sign-in page) loads no zod at all.
export * from './enums.js';
export * from './limits.js';
export * from './write-budgets.js';
export * from './errors.js';
export * from './session-ended.js';
export * from './calendar.js';
export * from './days.js';
export * from './task-rules.js';
export * from './subscription-rules.js';
export * from './expired-writes.js';
export * from './invoice-fields.js';
export * from './policy.js';
export * from './common.js';
export { isCommonPassword } from './common-passwords.js';
export * from './auth.js';
export * from './companies.js';
export * from './employees.js';
export * from './dashboard.js';
export * from './paytr.js';
export * from './platform.js';
export * from './admin.js';
export * from './admin-two-factor.js';
export * from './tasks.js';
export * from './files.js';
export * from './analytics.js';
export * from './events.js';
export * from './live-timing.js';
export * from './messaging.js';
export * from './messaging-policy.js';
export * from './notifications.js';
export * from './reports.js';
export * from './announcements.js';
export * from './exports.js';
export * from './search.js';
export * from './subscriptions.js';
export * from './operator.js';
