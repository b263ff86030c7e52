/**
 * Full page loads between the two apps (the guest pages and the signed-in app), through one
 * object so that tests can watch them: jsdom does not navigate.
 */
export const pageLoad = {
  /** Loads `path` as a new page, with a history entry. */
  go(path: string): void {
    window.location.assign(path);
  },
  /** Loads `path` in place of the current page (no history entry). */
  replace(path: string): void {
    window.location.replace(path);
  },
};
