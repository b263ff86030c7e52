import { unlimitedSeats } from './task-rules.js';

/** Business constants (docs/product-rules.md). */
export const limits = {
  passwordMin: 6,
  passwordMax: 128,
  nameMax: 100,
  emailMax: 254,
  phoneMax: 30,
  companyNameMax: 150,
  companyDescriptionMax: 1000,
  /** SRK followed by 8 digits. */
  companyCodePattern: /^SRK\d{8}$/,
  trialDaysDefault: 14,
  /** A plan's max_users value that means "no limit" (task-rules.ts). */
  unlimitedUsers: unlimitedSeats,
  /** The task list switches to keyset pages past this many items. */
  pageSize: 100,
  successMessageMs: 3000,
  registerRedirectMs: 2000,
  sliderRotationMs: 5000,
} as const;

export const brandDefaults = {
  platformName: 'Vazife',
  tagline: 'Akıllı Görev Yönetimi',
  primaryColor: '#3B82F6',
  secondaryColor: '#8B5CF6',
} as const;
