import path from 'node:path';
import { defineConfig, defaultClientConditions, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import {
  dashboardPreload,
  firstScreenGroups,
  firstScreenModules,
  type FirstScreenModules,
} from './vite-first-screen.ts';
import { firstScreenStyles, firstScreenStylesId, lateStylesId } from './vite-first-screen-styles.ts';
import { appShellScrollClassNames } from './vite-app-shell-scroll.ts';
import { guestHtmlFile, guestPage } from './vite-guest-page.ts';
import { precompress } from './vite-precompress.ts';

// The contract is consumed from its TypeScript source ("source" export condition): no build step.
const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

// The modules of the `shell` chunk below (paths as Vite names them: forward slashes).
const nodeModule = (path: string) => new RegExp(`node_modules[\\\\/]${path}`);
const appModule = (path: string) => new RegExp(`apps[\\\\/]web[\\\\/]src[\\\\/]${path}$`);
const frameworkModules =
  /node_modules[\\/](react|react-dom|scheduler|i18next|clsx|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/;

const appFrameworkModules = /node_modules[\\/](react-router|@tanstack[\\/](query-core|react-query))[\\/]/;
const signedInHelpers = appModule('lib/(notify|payment-required|use-is-phone)\\.ts');

const shellModules = [
  nodeModule(
    'react-i18next/dist/es/(utils|initReactI18next|context|useTranslation|unescape|defaults|i18nInstance)\\.js',
  ),
  nodeModule('use-sync-external-store/'),
  nodeModule(
    '@mantine/hooks/esm/(use-did-update|use-reduced-motion|use-force-update|use-id|utils|use-uncontrolled|use-media-query|use-color-scheme|use-isomorphic-effect|use-merged-ref)/',
  ),
  nodeModule(
    '@mantine/core/esm/components/(UnstyledButton|Button|ActionIcon|Transition|Group|Stack|Container|Box|Title|Text|Anchor|Image|ThemeIcon|Loader|Center|Input|InputBase|TextInput|PasswordInput|CloseButton|Alert|Tabs)/',
  ),
  nodeModule('@tabler/icons-react/dist/esm/(createReactComponent|defaultAttributes)\\.mjs'),
  nodeModule('@tabler/icons-react/dist/esm/icons/Icon(Sun|Moon|Checklist|AlertCircle|Lock|At)\\.mjs'),
  /packages[\\/]contract[\\/]src[\\/](enum-values|limits|task-rules|session-ended|policy|calendar)\.ts$/,
  appModule(
    'lib/(storage|create-store|admin-session|api-error|session|session-notice|api-client|early-calls|i18n|platform-settings|color-scheme|color-shades|validators|page-load|use-action|lazy-validation)\\.ts',
  ),
  appModule('i18n/(tr|lazy-texts)\\.ts'),
  appModule(
    'app/(theme\\.ts|branded-mantine\\.tsx|page-title\\.ts|lazy-page\\.tsx|guards/home-path\\.ts|guards/guest-page-arrival\\.ts)',
  ),
  appModule('components/(brand-logo|copyright|theme-toggle|password-field|error-alert)\\.tsx'),
];

/**
 * The app's configuration. `firstScreen`: the modules of the dashboard's first screen, which the
 * production build learns from a first run of itself (vite-first-screen.ts); without them (the
 * development server, that first run) the bundler splits as it likes.
 */
function appConfig(isSsrBuild: boolean, firstScreen?: FirstScreenModules): UserConfig {
  return {
    root: import.meta.dirname,
    // The server build (`--ssr`) is the sign-in screen's prerender (scripts/prerender-login.ts):
    // run once by Node at build time, so neither compressed nor split, and without public/.
    plugins: isSsrBuild
      ? [react()]
      : [
          react(),
          appShellScrollClassNames(),
          ...(firstScreen ? [firstScreenStyles(firstScreen.components), dashboardPreload(), precompress()] : []),
          guestPage(),
        ],
    publicDir: isSsrBuild ? false : 'public',
    resolve: { conditions: ['source', ...defaultClientConditions] },
    server: { proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
    preview: { proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      chunkSizeWarningLimit: 1500,
      // Every browser the app supports preloads modules itself; the polyfill was one more request.
      modulePreload: { polyfill: false },
      // Read by scripts/first-load-budget.ts, which keeps the sign-in page's JavaScript in bounds.
      manifest: true,
      rolldownOptions: isSsrBuild
        ? {}
        : {
            // Two pages: the signed-in app, and the guest pages (/login, /register) with only what they show.
            input: {
              index: path.resolve(import.meta.dirname, 'index.html'),
              // Written from index.html (vite-guest-page.ts).
              guest: guestHtmlFile,
              // dashboard.html's two stylesheets (vite-first-screen-styles.ts).
              ...(firstScreen ? { 'first-screen-styles': firstScreenStylesId, 'late-styles': lateStylesId } : {}),
            },
            output: {
              codeSplitting: {
                // A group takes the modules its test names, not everything they import: the sign-in
                // page's helpers name contract schemas for development (platform-settings.ts), and
                // with their imports the shell would carry zod.
                includeDependenciesRecursively: false,
                groups: [
                  // What every screen runs, in one file instead of a dozen small ones: on a phone's
                  // network each extra request on the first screen costs a round trip. The guest
                  // pages load this one; the router and the query cache are the signed-in app's.
                  {
                    name: 'framework',
                    // With the bundler's runtime and Vite's preload helper, which both pages load
                    // first too: two requests fewer.
                    test: (id: string) =>
                      frameworkModules.test(id) || id === '\0rolldown/runtime.js' || id === '\0vite/preload-helper.js',
                  },
                  {
                    // The building blocks every page draws with, the sign-in page's among them: one
                    // file instead of some fifteen of a few hundred bytes each. Only what both pages
                    // use goes here; what the signed-in app alone needs stays with its chunks. With
                    // them, the few small modules the dashboard's first screen shares with what the
                    // guest pages fetch later (Card, three icons: 1 kB), which were a file of their
                    // own: one request less before the dashboard's first paint.
                    name: 'shell',
                    test: (id: string) =>
                      shellModules.some((pattern) => pattern.test(id)) || Boolean(firstScreen?.shared.has(id)),
                  },
                  {
                    // With the two helpers the query cache calls on every failed write (the 402's
                    // report and the toast it raises): shared with many lazy screens, they were two
                    // files of half a kilobyte, two requests more before the dashboard's paint.
                    name: 'app-framework',
                    test: (id: string) => appFrameworkModules.test(id) || signedInHelpers.test(id),
                  },
                  {
                    // The forms' state, in one file: left to the bundler, a helper of it became a
                    // file of 100 bytes on the sign-in page's first load.
                    name: 'use-form',
                    test: /node_modules[\\/](@mantine[\\/]form|fast-deep-equal|klona)[\\/]/,
                  },
                  {
                    // Positions the dropdowns, tooltips and dialogs (Menu, Popover, Tooltip, Modal),
                    // which no first screen opens. Left to the bundler, it shared a file with
                    // Mantine's ScrollArea and came with the dashboard's first screen (14 kB).
                    name: 'floating-ui',
                    test: /node_modules[\\/]@floating-ui[\\/]/,
                  },
                  // The signed-in dashboard's first screen, as the first run found it (vite-first-screen.ts).
                  ...(firstScreen ? firstScreenGroups(firstScreen) : []),
                ],
              },
            },
          },
    },
  };
}

export default defineConfig(async ({ command, isSsrBuild = false }) =>
  command === 'build' && !isSsrBuild
    ? appConfig(false, await firstScreenModules(appConfig(false)))
    : appConfig(isSsrBuild),
);
