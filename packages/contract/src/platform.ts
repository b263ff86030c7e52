import { z } from './zod.js';

export const platformSettings = z.object({
  platform_name: z.string(),
  tagline: z.string(),
  primary_color: z.string(),
  secondary_color: z.string(),
  support_email: z.string().nullable(),
  support_phone: z.string().nullable(),
  logo_url: z.string().nullable(),
  favicon_url: z.string().nullable(),
});
export type PlatformSettings = z.infer<typeof platformSettings>;

export const sliderItem = z.object({
  id: z.string(),
  url: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  order: z.number().int(),
});
export type SliderItem = z.infer<typeof sliderItem>;
export const sliderList = z.array(sliderItem);
