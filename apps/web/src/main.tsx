import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// Only what every screen needs; carousel, dates, drop zone and charts bring their styles with
// the lazy chunks that use them.
import './styles.css';
import { i18nReady } from './lib/i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyThemeToDocument, storedTheme } from './lib/color-scheme';

// Before the first paint: the stored theme marks the document (no inline script under the CSP).
applyThemeToDocument(storedTheme());

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
// Someone who chose English waits for its catalogue (Turkish is in the bundle) before the first render.
void i18nReady.then(() => {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The server sends /login with the sign-in screen already in #root (scripts/prerender-login.ts),
  // and the gate script in its head says whether React may take it over as it is; for someone
  // who would see something else there (signed in, dark theme, English) the gate removes it and
  // the app renders from scratch, as on every other page. As a transition, hydration yields to
  // the browser every few milliseconds instead of holding the main thread for the whole screen.
  if (document.documentElement.dataset.prerender === 'hydrate') startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
});
