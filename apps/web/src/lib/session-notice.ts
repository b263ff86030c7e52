/**
 * Why the last session of this tab ended, for the sign-in page to say: `elsewhere` when the
 * person signed out of every device from another one (the server's 401 says so). The signed-in
 * app and the sign-in page are separate page loads, so it travels in this tab's session storage
 * and is read once.
 */
export type SessionNotice = 'elsewhere';

const key = 'session-notice';

export function rememberSessionNotice(notice: SessionNotice): void {
  try {
    window.sessionStorage.setItem(key, notice);
  } catch {
    // Storage unavailable: the sign-in page opens without the notice.
  }
}

/** The notice waiting, if any. */
export function readSessionNotice(): SessionNotice | null {
  try {
    return window.sessionStorage.getItem(key) === 'elsewhere' ? 'elsewhere' : null;
  } catch {
    return null;
  }
}

/** Once shown: a reload of the sign-in page is a plain one again. */
export function forgetSessionNotice(): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // nothing to forget
  }
}

/** The notice waiting, read once. */
export function takeSessionNotice(): SessionNotice | null {
  const notice = readSessionNotice();
  forgetSessionNotice();
  return notice;
}
