import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type InlineConfig, type Plugin, type Rolldown } from 'vite';
import { bootSkeletonHtml } from './src/app/boot-skeleton.ts';
import { lateStylesMeta } from './src/app/late-styles.ts';
import { firstScreenStylesId, lateStylesId, mantineComponent } from './vite-first-screen-styles.ts';
import { firstScreenCalls } from './src/app/first-screen-calls.ts';

/*
 * The signed-in dashboard's first screen as one file, fetched beside the app's entry.
 *
 * Left to the bundler, the screen's lazy routes arrive as some forty files of a few hundred bytes
 * (each Mantine component and icon its own, shared with other screens), requested only once the
 * router runs, six at a time on a phone's HTTP/1.1 connection: a round trip each. So the build
 * runs twice. The first run, written nowhere, tells which modules the bundler's own tree-shaken
 * graph puts in the chunks the first screen's routes import and the entries do not; the second
 * run puts exactly those in one `dashboard` chunk. `dashboard.html`, served for /dashboard and
 * below it, asks for that chunk from the HTML, so it downloads while the entry does.
 */

/** Module ids as the bundler writes them, from a path relative to apps/web. */
const moduleId = (relative: string) => path.resolve(import.meta.dirname, relative).replaceAll('\\', '/');

/** The modules the dashboard's first screen renders from: its layout, the home and the home's data. */
const firstScreenRoots = new Set(
  ['src/app/layouts/dashboard-layout.tsx', 'src/app/dashboard-home-page.tsx', 'src/app/dashboard-home-data.ts'].map(
    moduleId,
  ),
);

type OutputChunk = Rolldown.OutputChunk;

/**
 * The chunk files `from` loads before it runs: itself and its static imports, recursively; with
 * `lazy`, also every chunk it may fetch later (`not-through-entries`: except what an entry fetches,
 * which every chunk importing from the entry would otherwise reach: the whole app).
 */
function chunkClosure(
  chunks: ReadonlyMap<string, OutputChunk>,
  from: Iterable<string>,
  lazy: boolean | 'not-through-entries' = false,
): Set<string> {
  const seen = new Set<string>();
  const pending = [...from];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    const chunk = chunks.get(file);
    if (seen.has(file) || !chunk) continue;
    seen.add(file);
    const later = lazy === true || (lazy === 'not-through-entries' && !chunk.isEntry);
    pending.push(...chunk.imports, ...(later ? chunk.dynamicImports : []));
  }
  return seen;
}

/**
 * Parts of the home that come after its first screen (app/dashboard-home-page.tsx), each one file:
 * left to the bundler, the task board was its own code and eight files of a few hundred bytes
 * that it shares with other tabs (icons, the export button, the badges). Those tabs are opened from
 * the home, so they find the file there already.
 */
const deferredParts = { 'task-board': moduleId('src/features/tasks/components/task-board.tsx') };
const outsideTheShell = /\/src\/features\/(super-admin|onboarding|subscription\/pages)\//;

/** The first screen's modules, in two groups (see `firstScreenGroups`, and `shell` in vite.config.ts). */
export interface FirstScreenModules {
  /** Only the signed-in app's screens use these. */
  own: Set<string>;
  /** Each deferred part's modules beyond the first screen, the entries and what the guest pages load. */
  deferred: Map<string, Set<string>>;
  /** These the guest pages may load too, later (the registration tab's icons, Card, …): they go to `shell`. */
  shared: Set<string>;
  /** The Mantine components the signed-in entry and the first screen draw with (vite-first-screen-styles.ts). */
  components: Set<string>;
}

/**
 * Builds the app once without writing it (the first run) and returns the modules of the chunks
 * that the first screen's route chunks load and no entry does. Taken from the bundler's output,
 * these are the modules whose code the screen really runs, after tree-shaking, which the module
 * graph alone cannot tell (Mantine's and the icons' index files re-export everything).
 */
export async function firstScreenModules(config: InlineConfig): Promise<FirstScreenModules> {
  const result = await build({
    ...config,
    configFile: false,
    logLevel: 'warn',
    build: { ...config.build, write: false, manifest: false, emptyOutDir: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = new Map<string, OutputChunk>();
  for (const output of outputs.flatMap((each) => each.output)) {
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  }
  const all = [...chunks.values()];
  const routes = all.filter((chunk) => chunk.facadeModuleId && firstScreenRoots.has(chunk.facadeModuleId));
  if (routes.length !== firstScreenRoots.size) {
    throw new Error(
      `The first screen's routes were not found as lazy chunks (${routes.length} of ${firstScreenRoots.size}).`,
    );
  }
  const entry = (page: string) =>
    all.filter((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(`/${page}`)).map((chunk) => chunk.fileName);
  // Left where they are: what either entry loads anyway.
  const loadedByEntries = new Set([
    ...chunkClosure(chunks, entry('index.html')),
    ...chunkClosure(chunks, entry('guest.html')),
  ]);
  // What the guest pages may load later: kept apart from the signed-in screens' own modules (one
  // of the sign-in form's lazy tab in `dashboard` would bring the whole of it, and the signed-in
  // app's router with it, to the sign-in page).
  const guestMayLoad = chunkClosure(chunks, entry('guest.html'), true);
  const modules: FirstScreenModules = {
    own: new Set(),
    shared: new Set(),
    components: new Set(),
    deferred: new Map(),
  };
  const firstScreenFiles = chunkClosure(
    chunks,
    routes.map((chunk) => chunk.fileName),
  );
  for (const file of [...chunkClosure(chunks, entry('index.html')), ...firstScreenFiles]) {
    for (const id of chunks.get(file)!.moduleIds) {
      const component = mantineComponent(id);
      if (component) modules.components.add(component);
    }
  }
  for (const file of firstScreenFiles) {
    if (loadedByEntries.has(file)) continue;
    const group = guestMayLoad.has(file) ? modules.shared : modules.own;
    chunks.get(file)!.moduleIds.forEach((id) => group.add(id));
  }
  // What the screens outside the signed-in shell may load (the operator's console, onboarding and
  // the waiting screen, the payment result pages): they should not come to load a deferred part.
  const elsewhere = chunkClosure(
    chunks,
    all.filter((chunk) => outsideTheShell.test(chunk.facadeModuleId ?? '')).map((chunk) => chunk.fileName),
    'not-through-entries',
  );
  for (const [name, root] of Object.entries(deferredParts)) {
    const part = all.find((chunk) => chunk.facadeModuleId === root);
    if (!part) throw new Error(`${root} is not a lazy chunk: see app/dashboard-home-page.tsx.`);
    const group = new Set<string>();
    for (const file of chunkClosure(chunks, [part.fileName])) {
      if (loadedByEntries.has(file) || firstScreenFiles.has(file) || guestMayLoad.has(file)) continue;
      // Those screens load the first screen's file already (they share Mantine's parts and icons with
      // it): what they share with the part goes there (a few icons, a kilobyte uncompressed), so
      // that the part is one request.
      const into = elsewhere.has(file) ? modules.own : group;
      chunks.get(file)!.moduleIds.forEach((id) => into.add(id));
    }
    modules.deferred.set(name, group);
  }
  return modules;
}

/**
 * The group for `codeSplitting.groups`, listed after the named groups (framework, shell,
 * app-framework), which keep what they capture: `dashboard`, the first screen's own modules.
 * Neither page loads any of them before its routes, nor the guest pages ever, so no entry imports
 * it and no chunk cycle forms; other signed-in screens import from it what they share with the
 * first screen, which every one of them has loaded already, being drawn inside the same layout.
 * The few small modules it shares with what the guest pages fetch later (some icons, Card) go
 * into `shell` (vite.config.ts): a file of their own was one more round trip on a phone's
 * HTTP/1.1 connection, for 1 kB.
 */
export function firstScreenGroups(modules: FirstScreenModules) {
  return [
    { name: 'dashboard', test: (id: string) => modules.own.has(id) },
    ...[...modules.deferred].map(([name, ids]) => ({ name, test: (id: string) => ids.has(id) })),
  ];
}

/** The signed-in app's page for /dashboard and below it (the server's platform/web-app.ts). */
export const dashboardPage = 'dashboard.html';

/*
 * Runs before the first paint of dashboard.html (a classic script in the head: no inline script
 * under the CSP, so a file named by its hash like the bundles):
 * - the stored colour scheme and language, so that the frame drawn before the JavaScript is
 *   already dark or English for whoever chose that (the app's entry sets the same marks again:
 *   main.tsx, lib/color-scheme.ts, lib/i18n.ts);
 * - on /dashboard itself, for someone signed in whose home it is (approved, with a company:
 *   app/guards/home-path.ts), the home's first calls (src/app/first-screen-calls.ts), kept for
 *   lib/early-calls.ts, so that their answers travel while the code does. A rejected call is
 *   marked handled here; the request that takes it sees the rejection;
 * - anywhere else (another screen, someone whose home is not the dashboard), the late stylesheet
 *   at once (the page's first stylesheet has only what the dashboard's home draws with:
 *   vite-first-screen-styles.ts), linked after the first one as soon as the parser has added that,
 *   so that Mantine's parts keep their order; it arrives long before the screen's code. On the
 *   home it follows the first screen instead (app/late-styles.ts).
 */
const bootScript = `(function(){var s,e=document.documentElement,w=function(){var m=document.querySelector('meta[name="${lateStylesMeta}"]'),l,p;if(!m)return;l=document.createElement('link');l.rel='stylesheet';l.href=m.content;p=function(){var f=document.querySelector('link[rel="stylesheet"]');if(f)f.after(l);return f};if(!p())new MutationObserver(function(x,o){if(p())o.disconnect()}).observe(document.head,{childList:true})};
try{s=localStorage;var t=s.getItem('theme')==='dark'?'dark':'light';e.setAttribute('data-theme',t);e.setAttribute('data-mantine-color-scheme',t);e.classList.toggle('dark',t==='dark');if(s.getItem('lang')==='en')e.lang='en'}catch(x){w();return}
try{var k=s.getItem('token'),u=JSON.parse(s.getItem('user')||'null');if(location.pathname!=='/dashboard'||!k||!u||!u.company_id||!u.is_approved||!window.fetch){w();return}
var c={},a='application/json',call=function(p,b){var r=fetch(p,{headers:b?{Accept:a,Authorization:'Bearer '+k}:{Accept:a}});r.catch(function(){});c[p]={token:b?k:null,response:r}};
${JSON.stringify(firstScreenCalls.public)}.forEach(function(p){call(p,false)});${JSON.stringify(firstScreenCalls.signedIn)}.forEach(function(p){call(p,true)});if(u.role==='isveren')${JSON.stringify(firstScreenCalls.employer)}.forEach(function(p){call(p,true)});
window.vazifeEarlyCalls=c}catch(x){w()}})()
`;

/** public/favicon.svg as a data address (the CSP's img-src allows `data:`). */
const inlineIcon = () =>
  `data:image/svg+xml,${encodeURIComponent(readFileSync(path.join(import.meta.dirname, 'public/favicon.svg'), 'utf8').trim())}`;

/**
 * Writes `dashboard.html`: index.html with
 * - a `modulepreload` for the `dashboard` chunk and what it imports beyond the entry, so that the
 *   browser fetches the first screen's code while it fetches the entry, instead of after the
 *   router has run;
 * - the dashboard's frame in #root (src/app/boot-skeleton.ts), painted once the HTML and the CSS
 *   are in, and the boot script that gives it the stored colour scheme first;
 * - the first screen's stylesheet instead of the whole one (vite-first-screen-styles.ts), and the
 *   late one's address in a meta tag (app/late-styles.ts and the boot script);
 * - the icon inside the page (400 bytes) instead of /favicon.svg, which the browser asks for
 *   among the first screen's code and calls: on a phone's six HTTP/1.1 connections, a round trip
 *   that pushed the first screen back. A branded platform's icon replaces it as before
 *   (app/branded-mantine.tsx).
 * Other addresses (the operator's console, onboarding, `/`, from where a signed-out visitor goes
 * to /login) keep index.html and its bytes.
 */
export function dashboardPreload(): Plugin {
  return {
    name: 'vazife-dashboard-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return; // the first run's outputs are never written
      const chunks = new Map<string, OutputChunk>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
      const entry = [...chunks.values()].find(
        (chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/index.html'),
      );
      const dashboard = [...chunks.values()].find((chunk) => chunk.name === 'dashboard');
      if (!entry || !dashboard)
        throw new Error('The entry or the dashboard chunk is missing: see vite-first-screen.ts.');
      const stylesheet = (id: string) => {
        const asset = Object.values(bundle).find(
          (output) => output.type === 'asset' && output.originalFileNames.includes(id),
        );
        if (!asset) throw new Error(`${id} was not built: see vite.config.ts.`);
        return `/${asset.fileName}`;
      };
      const [firstStyles, lateStyles] = [stylesheet(firstScreenStylesId), stylesheet(lateStylesId)];
      const loadedByEntry = chunkClosure(chunks, [entry.fileName]);
      const links = [...chunkClosure(chunks, [dashboard.fileName])]
        .filter((file) => !loadedByEntry.has(file))
        .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
        .join('');
      const bootFile = `assets/dashboard-boot-${createHash('sha256').update(bootScript).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName: bootFile, source: bootScript });
      const html = String(index.source);
      const root = '<div id="root"></div>';
      const icon = 'href="/favicon.svg"';
      const stylesheets = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)];
      if (
        !html.includes('<title>') ||
        !html.includes('</head>') ||
        !html.includes(root) ||
        !html.includes(icon) ||
        stylesheets.length !== 1
      )
        throw new Error(
          'index.html: not the page this plugin knows (<title>, </head>, an empty #root, the icon, one stylesheet).',
        );
      const [wholeStylesheet] = stylesheets[0]!;
      this.emitFile({
        type: 'asset',
        fileName: dashboardPage,
        source: html
          // The frame paints without the JavaScript: its requests no longer come before the paint.
          .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
          .replace(
            '<title>',
            `<meta name="${lateStylesMeta}" content="${lateStyles}">\n    <script src="/${bootFile}"></script>\n    <title>`,
          )
          .replace(wholeStylesheet, () => `<link rel="stylesheet" crossorigin href="${firstStyles}">`)
          .replace(/\n\s*<\/head>/, `\n${links}  </head>`)
          .replace(root, () => `<div id="root">${bootSkeletonHtml}</div>`)
          .replace(icon, () => `href="${inlineIcon()}"`)
          .replaceAll(
            '<link rel="modulepreload" crossorigin',
            '<link rel="modulepreload" fetchpriority="low" crossorigin',
          ),
      });
    },
  };
}
