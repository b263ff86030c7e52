/**
 * After `vite build`: writes dist/login.html, the guest pages' guest.html with the sign-in screen
 * already rendered in #root, which the server sends for /login (apps/server/src/platform/web-app.ts).
 * A phone paints the form once the HTML and the CSS have arrived; guest-main.tsx then hydrates it.
 *
 * The screen comes from the server build of src/prerender/login-screen.tsx (dist-prerender/,
 * removed afterwards): Turkish, light theme, the default branding. A small blocking script in the
 * head hides it before the first paint for whoever would see something else there (signed in,
 * dark theme, English, or back on /login with the registration notice); guest-main.tsx then renders
 * the app from scratch for them, as for every other page.
 */
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compressBeside } from '../vite-precompress.ts';

const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');
const serverBuild = path.join(webRoot, 'dist-prerender');

// React's production server renderer, as the browser runs React's production build.
process.env.NODE_ENV = 'production';
const { renderLoginScreen } = (await import(pathToFileURL(path.join(serverBuild, 'login-screen.js')).href)) as {
  renderLoginScreen: () => Promise<string>;
};
const screen = await renderLoginScreen();

// No inline script under the Content-Security-Policy (script-src 'self'): the gate is a file,
// named by its hash like the bundles, so that it can be cached for good.
// `registered` in session storage: back from /register, the screen has a notice and a filled e-mail.
const gate = `(function(){var d=document,e=d.documentElement,ok=false;try{var s=localStorage;ok=location.pathname==='/login'&&!s.getItem('token')&&s.getItem('theme')!=='dark'&&s.getItem('lang')!=='en'&&!sessionStorage.getItem('registered')}catch(x){}
if(ok){e.setAttribute('data-prerender','hydrate');return}
// Hidden from the first paint, and removed once the page is parsed, before the app's module
// scripts run (they wait for the parse), so that the app renders into an empty #root.
e.setAttribute('data-prerender','off');d.addEventListener('readystatechange',function(){if(d.readyState!=='interactive')return;d.getElementById('root').replaceChildren();e.removeAttribute('data-prerender')})})()\n`;
const gateFile = `assets/login-gate-${createHash('sha256').update(gate).digest('hex').slice(0, 8)}.js`;
writeFileSync(path.join(dist, gateFile), gate);

const guest = readFileSync(path.join(dist, 'guest.html'), 'utf8');
const head = `    <script src="/${gateFile}"></script>\n    <style>html[data-prerender='off'] #root{visibility:hidden}</style>\n  </head>`;
const root = '<div id="root"></div>';
const html = '<html lang="tr" data-theme="light">';
if (!guest.includes(root) || !guest.includes('</head>') || !guest.includes(html)) {
  throw new Error('dist/guest.html: not the page this script knows (<html>, </head>, an empty #root)');
}
const login = guest
  // Mantine's light colours apply under this attribute, which its provider sets only once it runs.
  .replace(html, '<html lang="tr" data-theme="light" data-mantine-color-scheme="light">')
  .replace('</head>', head)
  // The form is drawn without the JavaScript: its requests no longer come before the page's paint.
  .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
  .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin')
  .replace(root, () => `<div id="root">${screen}</div>`); // a function: no `$` patterns in the HTML
const loginFile = path.join(dist, 'login.html');
writeFileSync(loginFile, login);
compressBeside(loginFile);
rmSync(serverBuild, { recursive: true, force: true });
console.log(
  `dist/login.html: the sign-in screen prerendered (${(login.length / 1000).toFixed(1)} kB), gate ${gateFile}`,
);
