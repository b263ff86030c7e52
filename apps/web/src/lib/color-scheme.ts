import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { storage, storageKeys } from './storage';

export type ThemeName = 'light' | 'dark';

function asTheme(value: string | null | undefined): ThemeName | null {
  return value === 'light' || value === 'dark' ? value : null;
}

export function storedTheme(): ThemeName {
  return asTheme(storage.get(storageKeys.theme)) ?? 'light';
}

/** The theme's marks: a data-theme attribute and a `dark` class on the document. */
export function applyThemeToDocument(theme: ThemeName): void {
  // No document when the build prerenders /login, in the light theme of its HTML.
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.setAttribute('data-theme', theme);
  root.classList.toggle('dark', theme === 'dark');
}

/** Mantine's colour scheme, stored under the `theme` key (storage.ts) as "light" or "dark". */
export function themeStorageManager(): MantineColorSchemeManager {
  let listener: ((event: StorageEvent) => void) | null = null;
  return {
    get: (defaultValue: MantineColorScheme) => {
      const theme = asTheme(storage.get(storageKeys.theme)) ?? (defaultValue === 'dark' ? 'dark' : 'light');
      applyThemeToDocument(theme);
      return theme;
    },
    set: (value: MantineColorScheme) => {
      const theme: ThemeName = value === 'dark' ? 'dark' : 'light';
      storage.set(storageKeys.theme, theme);
      applyThemeToDocument(theme);
    },
    subscribe: (onUpdate) => {
      listener = (event) => {
        const theme = event.key === storageKeys.theme ? asTheme(event.newValue) : null;
        if (theme) {
          applyThemeToDocument(theme);
          onUpdate(theme);
        }
      };
      window.addEventListener('storage', listener);
    },
    unsubscribe: () => {
      if (listener) window.removeEventListener('storage', listener);
      listener = null;
    },
    clear: () => storage.remove(storageKeys.theme),
  };
}
