import {
  roles,
  staffRoles,
  taskStatuses,
  priorities,
  purchaseStatuses,
  paymentMethods,
  reportTypes,
  subscriptionStatuses,
  messagingModes,
} from './enum-values.js';
import { errors } from './errors.js';
import { z } from './zod.js';

export * from './enum-values.js';

export const role = z.enum(roles);
export type Role = z.infer<typeof role>;

/** Roles a person can join a company with; the employer creates it instead. */
export const staffRole = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRole>;

export const taskStatus = z.enum(taskStatuses);
export type TaskStatus = z.infer<typeof taskStatus>;

export const priority = z.enum(priorities);
export type Priority = z.infer<typeof priority>;

export const purchaseStatus = z.enum(purchaseStatuses);
export type PurchaseStatus = z.infer<typeof purchaseStatus>;

export const paymentMethod = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** A report's type; an unknown one is refused in Turkish (docs/product-rules.md#reports). */
export const reportType = z.enum(reportTypes, { error: errors.invalidReportType });
export type ReportType = z.infer<typeof reportType>;

export const subscriptionStatus = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

/** Company messaging rule (docs/product-rules.md#messaging): hierarchical or open. */
export const messagingMode = z.enum(messagingModes);
export type MessagingMode = z.infer<typeof messagingMode>;
