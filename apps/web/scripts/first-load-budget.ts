/**
 * Fails when the JavaScript the sign-in page loads first grows past its budget, so that a new
 * screen cannot add bytes to /login unnoticed. Run after `vite build` (npm test does): it reads
 * Vite's manifest, takes the entry chunk, the sign-in page's chunk (if it is one of its own) and
 * every chunk they import statically, and sums their brotli sizes as the server sends them.
 *
 *   npm run budget -w apps/web [-- --budget-kb 180]
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
}
type Manifest = Record<string, ManifestChunk>;

const loginPage = 'src/features/auth/pages/login-page.tsx';

/*
 * 172.7 kB when this was set (from 294 kB). What remains is what the screen runs: React DOM (55 kB),
 * React Router's data router (26), Mantine's provider and the form's components, i18next, TanStack
 * Query, the Turkish catalogue. The goal is 120 kB; lower this as the floor moves.
 */
const defaultBudgetKb = '180';

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

const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
if (entries.length !== 1) throw new Error(`one entry chunk expected in the manifest, found ${entries.length}`);
const firstLoad = staticClosure(entries[0]!);
// A lazy sign-in page would be a chunk of its own, fetched at once; bundled into the entry, it has no key.
if (manifest[loginPage]) staticClosure(loginPage, firstLoad);

const rows = [...firstLoad]
  .map((key) => manifest[key]!.file)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, bytes: brotliBytes(file) }))
  .sort((a, b) => b.bytes - a.bytes);
const total = rows.reduce((sum, row) => sum + row.bytes, 0);
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

for (const row of rows) console.log(`  ${kb(row.bytes).padStart(9)}  ${row.file}`);
const verdict = `/login ilk yükleme: ${rows.length} betik, ${kb(total)} brotli (bütçe ${kb(budgetBytes)})`;
if (total > budgetBytes) {
  console.error(`✘ ${verdict}: bütçe aşıldı. Yeni ekranı ve ağır kütüphaneleri tembel (lazy) yükleyin.`);
  process.exit(1);
}
console.log(`✔ ${verdict}`);
