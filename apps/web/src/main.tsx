import '@mantine/core/styles.css';
// Only what every screen needs; dates, drop zone, charts and the toasts (app/after-first-screen.tsx) bring
// their styles with the lazy chunks that use them.
import './styles.css';
import { i18nReady } from './lib/i18n';
import './i18n/app-texts';
import './lib/dayjs-locale';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppInstance } from './app/app';
import { applyThemeToDocument, storedTheme } from './lib/color-scheme';

/*
 * The signed-in app's entry (index.html: every path but the guest pages, which guest-main.tsx
 * serves). Before the first paint, the stored theme marks the document (no inline script under
 * the CSP).
 */
applyThemeToDocument(storedTheme());

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');
// Someone who chose English waits for its catalogue (Turkish is in the bundle) before the first render.
void i18nReady
  // A task of its own, not the tail of the one that evaluated every module: on a slow phone the two
  // together held the main thread for 200 ms.
  .then(() => new Promise((resolve) => setTimeout(resolve)))
  .then(() => {
    const app = createAppInstance();
    // As a transition, the first render yields to the browser every few milliseconds instead of
    // holding the main thread for the whole screen (on a signed-in phone, one task of about 1 s).
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App {...app} />
        </StrictMode>,
      ),
    );
  });
