import { brandDefaults, platformSettings, type PlatformSettings } from '@vazife/contract';
import { useSyncExternalStore } from 'react';
import { apiRequest } from './api-client';

/*
 * Shared by every screen, the sign-in page included: the product name, colours, logo and support
 * contact. A store of its own rather than a query: the sign-in page runs without TanStack Query
 * (it has no other server data), and these settings are read once per page load.
 */
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

/** Blank texts fall back to the defaults: always something to show. */
function withDefaults(data: PlatformSettings): PlatformSettings {
  return {
    ...defaultPlatformSettings,
    ...data,
    platform_name: data.platform_name?.trim() || defaultPlatformSettings.platform_name,
    tagline: data.tagline?.trim() || defaultPlatformSettings.tagline,
  };
}

const sameSettings = (a: PlatformSettings, b: PlatformSettings) =>
  (Object.keys(defaultPlatformSettings) as (keyof PlatformSettings)[]).every((key) => a[key] === b[key]);

let current = defaultPlatformSettings;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Fetches the settings (once per page, one retry); a failure keeps the defaults. */
export function loadPlatformSettings(): Promise<void> {
  loading ??= fetchPlatformSettings()
    .catch(() => fetchPlatformSettings())
    .then(
      (data) => {
        const next = withDefaults(data);
        // The same as shown (the default branding, as usual): no new object, so nothing re-renders.
        // A store's update is rendered synchronously, and every screen reads these settings.
        if (sameSettings(next, current)) return;
        current = next;
        listeners.forEach((listener) => listener());
      },
      () => undefined,
    );
  return loading;
}

/** After the operator saves new settings, or in tests: the next reader fetches them again. */
export function resetPlatformSettings(): void {
  current = defaultPlatformSettings;
  loading = undefined;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  void loadPlatformSettings();
  return () => void listeners.delete(listener);
}

const read = () => current;

/** Always an answer: the defaults until (or unless) the server's settings arrive. */
export function usePlatformSettings(): PlatformSettings {
  return useSyncExternalStore(subscribe, read, read);
}
