import '@mantine/core/styles.css';
import './styles.css';
import { i18nReady } from './lib/i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { GuestApp } from './app/guest-app';
import { applyThemeToDocument, storedTheme } from './lib/color-scheme';

/*
 * The guest pages' entry (guest.html: /login and /register). main.tsx is the signed-in app's;
 * the two share React, Mantine and i18next, and nothing of this one's screens goes into the other.
 */
applyThemeToDocument(storedTheme());

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
void i18nReady.then(() => {
  const app = (
    <StrictMode>
      <GuestApp path={window.location.pathname} />
    </StrictMode>
  );
  // The server sends /login with the sign-in screen already in #root (scripts/prerender-login.ts),
  // and the gate script in its head says whether React may take it over as it is; for someone
  // who would see something else there (signed in, dark theme, English, back from /register) the
  // gate removes it and the page renders from scratch. As a transition, hydration and the first
  // render yield to the browser every few milliseconds instead of holding the main thread.
  startTransition(() => {
    if (document.documentElement.dataset.prerender === 'hydrate') hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
});
