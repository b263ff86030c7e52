/** Noted by GuestPageLoad before it loads a guest page, so that it can tell a reload loop. */
export const guestReloadKey = 'guest-page-load';

/** Called by the guest pages once they run: the page load arrived where it should. */
export function guestPageArrived(): void {
  try {
    window.sessionStorage.removeItem(guestReloadKey);
  } catch {
    // storage unavailable: nothing was noted either
  }
}
