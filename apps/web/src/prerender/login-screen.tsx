import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { GuestApp } from '../app/guest-app';
import { i18nReady } from '../lib/i18n';

/**
 * The sign-in screen's HTML, rendered at build time (scripts/prerender-login.ts) from the same
 * tree guest-main.tsx hydrates, so that a phone paints the form as soon as the HTML and CSS arrive
 * instead of after the JavaScript has loaded and run. It is what a first visit renders: Turkish,
 * light theme, the platform's default name and colours (the settings arrive after the first paint).
 */
export async function renderLoginScreen(): Promise<string> {
  await i18nReady;
  const screen = () => (
    <StrictMode>
      <GuestApp path="/login" />
    </StrictMode>
  );
  // The first pass waits for the lazy parts on the screen, if any; the second renders them in
  // place. One pass would stream them in after the shell with inline scripts, which the
  // Content-Security-Policy refuses.
  await (await prerender(screen())).prelude.cancel();
  return renderToString(screen());
}
