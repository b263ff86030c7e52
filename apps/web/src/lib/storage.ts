/** localStorage that never throws (private mode, disabled storage, tests). */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the value lives for this page only.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // nothing to remove
    }
  },
};

/** The keys the web has always used (docs/product-rules.md#screens), the operator's and the language. */
export const storageKeys = {
  token: 'token',
  user: 'user',
  theme: 'theme',
  adminToken: 'admin_token',
  admin: 'admin',
  language: 'lang',
} as const;
