import { z } from './zod.js';

/** Enum values stay the seeds' ASCII values (PRODUCT.md §1); labels live in the web catalogue. */
export const roles = ['isveren', 'mudur', 'sef', 'isci'] as const;
export const role = z.enum(roles);
export type Role = z.infer<typeof role>;

/** Roles a person can join a company with; the employer creates it instead. */
export const staffRoles = ['mudur', 'sef', 'isci'] as const;
export const staffRole = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRole>;

export const taskStatuses = ['atanmis', 'baslatildi', 'tamamlandi', 'onaylandi', 'revize_gerekli'] as const;
export const taskStatus = z.enum(taskStatuses);
export type TaskStatus = z.infer<typeof taskStatus>;

export const priorities = ['dusuk', 'orta', 'yuksek'] as const;
export const priority = z.enum(priorities);
export type Priority = z.infer<typeof priority>;

export const purchaseStatuses = ['beklemede', 'onaylandi', 'reddedildi', 'iptal'] as const;
export const purchaseStatus = z.enum(purchaseStatuses);
export type PurchaseStatus = z.infer<typeof purchaseStatus>;

export const paymentMethods = ['havale_eft', 'kredi_karti'] as const;
export const paymentMethod = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethod>;

export const reportTypes = ['gunluk', 'haftalik', 'mesai_teslim', 'olay', 'bakim', 'guvenlik'] as const;
export const reportType = z.enum(reportTypes);
export type ReportType = z.infer<typeof reportType>;

export const subscriptionStatuses = ['active', 'expired', 'suspended', 'cancelled'] as const;
export const subscriptionStatus = z.enum(subscriptionStatuses);
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

/** Company messaging rule (PRODUCT.md §2): hierarchical (reading A) or open (reading B). */
export const messagingModes = ['hiyerarsik', 'acik'] as const;
export const messagingMode = z.enum(messagingModes);
export type MessagingMode = z.infer<typeof messagingMode>;
