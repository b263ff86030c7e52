import type { PlatformSettings, SliderItem } from '@vazife/contract';
import { brandDefaults } from '@vazife/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import * as repo from './platform-settings.repo.js';

/** What the platform settings' services work with (built in index.ts). */
export interface PlatformSettingsDeps {
  db: Kysely<Database>;
}

/**
 * A public file's address from its stored path (`area/key`: the `slider`, `logo` and `favicon`
 * areas, which the download route serves to anyone).
 */
export function publicFileUrl(stored: string): string {
  return `/api/download/${stored}`;
}

/** Public branding; logo and favicon are public files (docs/product-rules.md#files-and-limits). */
export async function getPlatformSettings(deps: PlatformSettingsDeps): Promise<PlatformSettings> {
  const row = await repo.findSettings(deps.db);
  return {
    platform_name: row?.platform_name ?? brandDefaults.platformName,
    tagline: row?.tagline ?? brandDefaults.tagline,
    primary_color: row?.primary_color ?? brandDefaults.primaryColor,
    secondary_color: row?.secondary_color ?? brandDefaults.secondaryColor,
    support_email: row?.support_email ?? null,
    support_phone: row?.support_phone ?? null,
    logo_url: row?.logo_path ? publicFileUrl(row.logo_path) : null,
    favicon_url: row?.favicon_path ? publicFileUrl(row.favicon_path) : null,
  };
}

export async function activeSlides(deps: PlatformSettingsDeps): Promise<SliderItem[]> {
  const rows = await repo.findActiveSlides(deps.db);
  return rows.map((r) => ({
    id: r.id,
    url: publicFileUrl(r.file_path),
    title: r.title,
    description: r.description,
    order: r.order_index,
  }));
}

/**
 * Whether the sign-in screen shows the default brand (name, tagline, colours, no logo): then the
 * server may send the web build's prerendered sign-in page, which was drawn with those defaults.
 * A blank name or tagline counts as the default, as the web app shows the default for it.
 */
export async function showsDefaultBrand(deps: PlatformSettingsDeps): Promise<boolean> {
  const s = await getPlatformSettings(deps);
  return (
    (s.platform_name.trim() || brandDefaults.platformName) === brandDefaults.platformName &&
    (s.tagline?.trim() || brandDefaults.tagline) === brandDefaults.tagline &&
    s.primary_color.toLowerCase() === brandDefaults.primaryColor.toLowerCase() &&
    s.secondary_color.toLowerCase() === brandDefaults.secondaryColor.toLowerCase() &&
    s.logo_url === null
  );
}
