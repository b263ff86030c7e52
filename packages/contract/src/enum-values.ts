/**
 * Enum values stay ASCII, as the API has always sent them; labels live in the web catalogue.
 *
 * The values as plain lists, without zod: a screen that only lists roles or statuses (the
 * sign-in page does) then does not load zod; enums.ts builds the schemas from them.
 */
export const roles = ['isveren', 'mudur', 'sef', 'isci'] as const;
export const staffRoles = ['mudur', 'sef', 'isci'] as const;
export const taskStatuses = ['atanmis', 'baslatildi', 'tamamlandi', 'onaylandi', 'revize_gerekli'] as const;
export const priorities = ['dusuk', 'orta', 'yuksek'] as const;
export const purchaseStatuses = ['beklemede', 'onaylandi', 'reddedildi', 'iptal'] as const;
export const paymentMethods = ['havale_eft', 'kredi_karti'] as const;
export const reportTypes = ['gunluk', 'haftalik', 'mesai_teslim', 'olay', 'bakim', 'guvenlik'] as const;
export const subscriptionStatuses = ['active', 'expired', 'suspended', 'cancelled'] as const;
export const messagingModes = ['hiyerarsik', 'acik'] as const;
