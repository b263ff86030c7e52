/**
 * Fails when the JavaScript the sign-in page loads first grows past its budget, so that a new
 * screen cannot add bytes to /login unnoticed. Run after `vite build` (npm test does): it reads
 * Vite's manifest, takes the guest pages' entry (guest.html, which /login is) and every chunk it
 * imports statically, and sums their brotli sizes as the server sends them. The signed-in app's
 * entry (index.html) is listed beside it for comparison, without a budget. The dashboard's page
 * (dashboard.html: the entry and the first screen's chunks it preloads) has a budget of its own.
 * What a browser fetches besides, lazily (the showcase beside the form on a wide screen), is held
 * to the same budget by e2e/tests/first-load-budget.spec.ts, in Chromium at 360 and 1280 px.
 *
 *   npm run budget -w apps/web [-- --budget-kb 120]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/*
 * The budget for /login (from 294 kB when everything was one bundle; README, "A new screen").
 * What the page runs: React DOM (55 kB), i18next (14), Mantine's provider and the form's
 * components, @mantine/form, the guest pages' Turkish texts and their own code; no router, no
 * query cache, no zod until someone starts on a form.
 */
const defaultBudgetKb = '120';

/*
 * The signed-in dashboard's first screen (207 kB when a budget of 215 kB was set; 181.8 kB in 7
 * scripts when it was lowered to 190): React, Mantine, the router and query cache, the app's entry
 * and the `dashboard` chunk (vite-first-screen.ts). zod (22 kB) is not in it: answers are checked
 * against their schemas in development only; nor floating-ui (about 20 kB): the header's menu and
 * bell fetch their dropdowns on first use; nor the task board, below the fold on a phone (its own
 * chunk, fetched after the first screen there). Every kilobyte here is about 5 ms more of
 * Lighthouse's largest contentful paint on its simulated phone network (bench/README.md).
 */
const dashboardBudgetBytes = 190_000;

const { values } = parseArgs({
  options: { 'budget-kb': { type: 'string', default: defaultBudgetKb }, dist: { type: 'string', default: 'dist' } },
});
const budgetBytes = Number(values['budget-kb']) * 1000;
const dist = path.resolve(import.meta.dirname, '..', values.dist);
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`${manifestFile} yok: önce "npm run build -w apps/web".`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;

/** The manifest keys of a chunk and of everything it imports statically, each once. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

/** The size the browser downloads: the build's .br copy, or the file compressed here if it has none. */
function brotliBytes(file: string): number {
  const full = path.join(dist, file);
  if (existsSync(`${full}.br`)) return readFileSync(`${full}.br`).length;
  const source = readFileSync(full);
  return brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

for (const entry of ['guest.html', 'index.html']) {
  if (!manifest[entry]?.isEntry) throw new Error(`${entry}: not an entry of the build (vite.config.ts's input)`);
}

/** The scripts a page runs before it can draw: its entry and what that imports statically. */
function firstLoadOf(entry: string) {
  const rows = [...staticClosure(entry)]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, bytes: brotliBytes(file) }))
    .sort((a, b) => b.bytes - a.bytes);
  return { rows, total: rows.reduce((sum, row) => sum + row.bytes, 0) };
}
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Every chunk a page may ever fetch: its first load and the lazy chunks behind it. */
function reachable(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  const chunk = manifest[key];
  for (const imported of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) reachable(imported, seen);
  return seen;
}
// The guest pages run without the signed-in app's router and query cache (app-framework): a
// hook of either in a guest screen would fail only in a browser, at the moment it renders.
const leaked = [...reachable('guest.html')]
  .map((key) => manifest[key]!.file)
  .filter((file) => /(^|\/)app-framework-/.test(file));
if (leaked.length > 0) {
  console.error(`✘ Misafir sayfaları (guest.html) oturum uygulamasının çatısını yüklüyor: ${leaked.join(', ')}`);
  process.exit(1);
}

const app = firstLoadOf('index.html');
console.log(`  (oturum açılmış uygulama, index.html: ${app.rows.length} betik, ${kb(app.total)} brotli, bütçesiz)`);
const { rows, total } = firstLoadOf('guest.html');
for (const row of rows) console.log(`  ${kb(row.bytes).padStart(9)}  ${row.file}`);
const verdict = `/login ilk yükleme: ${rows.length} betik, ${kb(total)} brotli (bütçe ${kb(budgetBytes)})`;
if (total > budgetBytes) {
  console.error(`✘ ${verdict}: bütçe aşıldı. Yeni ekranı ve ağır kütüphaneleri tembel (lazy) yükleyin.`);
  process.exit(1);
}
console.log(`✔ ${verdict}`);

// What dashboard.html loads before the first screen can draw: its scripts and module preloads.
const dashboardHtml = readFileSync(path.join(dist, 'dashboard.html'), 'utf8');
const dashboardFiles = [
  ...new Set(
    [...dashboardHtml.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
      (match) => match[1]!,
    ),
  ),
];
const dashboardTotal = dashboardFiles.reduce((sum, file) => sum + brotliBytes(file), 0);
const dashboardVerdict = `/dashboard ilk yükleme: ${dashboardFiles.length} betik, ${kb(dashboardTotal)} brotli (bütçe ${kb(dashboardBudgetBytes)})`;
if (dashboardTotal > dashboardBudgetBytes) {
  console.error(`✘ ${dashboardVerdict}: bütçe aşıldı. İlk ekranda gerekmeyeni tembel (lazy) yükleyin.`);
  process.exit(1);
}
console.log(`✔ ${dashboardVerdict}`);
