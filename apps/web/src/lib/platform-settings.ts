import { brandDefaults, platformSettings, type PlatformSettings } from '@vazife/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** Shared by every screen: the product name, colours, logo and support contact. */
export const platformKeys = {
  settings: ['platform', 'settings'] as const,
};

export const defaultPlatformSettings: PlatformSettings = {
  platform_name: brandDefaults.platformName,
  tagline: brandDefaults.tagline,
  primary_color: brandDefaults.primaryColor,
  secondary_color: brandDefaults.secondaryColor,
  support_email: null,
  support_phone: null,
  logo_url: null,
  favicon_url: null,
};

export function fetchPlatformSettings(): Promise<PlatformSettings> {
  // The schema is named in development only (where the client checks it), so that production's
  // first screen does not build zod schemas it never uses.
  return apiRequest<PlatformSettings>('/api/platform/settings', {
    auth: 'none',
    schema: import.meta.env.DEV ? platformSettings : undefined,
  });
}

export const platformSettingsQuery = () =>
  queryOptions({
    queryKey: platformKeys.settings,
    queryFn: fetchPlatformSettings,
    staleTime: 5 * 60_000,
    retry: 1,
  });

/** Always an answer: the defaults until (or unless) the server's settings arrive. */
export function usePlatformSettings(): PlatformSettings {
  const { data } = useQuery(platformSettingsQuery());
  if (!data) return defaultPlatformSettings;
  return {
    ...defaultPlatformSettings,
    ...data,
    platform_name: data.platform_name?.trim() || defaultPlatformSettings.platform_name,
    tagline: data.tagline?.trim() || defaultPlatformSettings.tagline,
  };
}
