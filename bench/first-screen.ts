/**
 * The first screen as a phone gets it, from a running production server (this script builds
 * nothing): the JavaScript /login and the signed-in dashboard download, and Lighthouse's mobile
 * scores for both, at three widths: Lighthouse's own phone (412 px), the narrowest phone the app
 * is drawn for (360 px) and a desktop (1280 px).
 *
 *   npm run build && PORT=4123 DATA_DIR=$(mktemp -d) node apps/server/dist/main.js &
 *   npm run first-screen -w bench -- --url http://127.0.0.1:4123 [--runs 3] [--widths 412,360,1280]
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

const usage = `usage: npm run first-screen -w bench -- --url http://127.0.0.1:PORT [--runs n (3; 0: bytes only)] [--scripts] [--screen login|dashboard|all] [--widths 412,360,1280] [--chromium /usr/bin/chromium]`;

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '3' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    /** Also list each screen's largest scripts. */
    scripts: { type: 'boolean', default: false },
    /** Measure one screen only (a change to one screen need not wait for the other's runs). */
    screen: { type: 'string', default: 'all' },
    /** The screen widths to measure, of those in `widths` below. */
    widths: { type: 'string', default: '412,360,1280' },
  },
});

interface Width {
  label: string;
  /** The browser context of the byte count. */
  context: { viewport: { width: number; height: number }; isMobile?: boolean; hasTouch?: boolean };
  /**
   * Lighthouse's screen: every width runs with the mobile preset's network and CPU (simulated slow
   * 4G, 4× CPU), so that the widths differ only by what the screen draws; 1280 px as a desktop
   * (desktop user agent, no touch), whose performance score Lighthouse rates on its desktop curve.
   */
  lighthouse: { formFactor: 'mobile' | 'desktop'; width: number; height: number; deviceScaleFactor: number };
}

const widths: Record<string, Width> = {
  // Lighthouse's default: the Moto G Power.
  '412': {
    label: 'phone 412 px',
    context: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true },
    lighthouse: { formFactor: 'mobile', width: 412, height: 823, deviceScaleFactor: 1.75 },
  },
  '360': {
    label: 'phone 360 px',
    context: { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true },
    lighthouse: { formFactor: 'mobile', width: 360, height: 780, deviceScaleFactor: 2 },
  },
  '1280': {
    label: 'desktop 1280 px',
    context: { viewport: { width: 1280, height: 800 } },
    lighthouse: { formFactor: 'desktop', width: 1280, height: 800, deviceScaleFactor: 1 },
  },
};
const chosenWidths = values.widths.split(',').map((width) => widths[width.trim()]);

if (
  !values.url ||
  !['login', 'dashboard', 'all'].includes(values.screen) ||
  chosenWidths.length === 0 ||
  chosenWidths.some((width) => !width)
) {
  console.error(usage);
  process.exit(2);
}
const origin = new URL(values.url).origin;
// 0: the bytes only, no Lighthouse.
const askedRuns = Number(values.runs);
const runs = Number.isFinite(askedRuns) ? Math.max(0, Math.min(9, Math.round(askedRuns))) : 3;
const executablePath = values.chromium;
const measuredWidths = chosenWidths as Width[];
// As the journeys run Debian's Chromium (e2e/playwright.config.ts).
const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Session {
  token: string;
  user: unknown;
}

/** A new employer with a company, signed in through the API, for the dashboard's measurements. */
async function signedInEmployer(): Promise<Session> {
  const email = `ilk-ekran.${Date.now().toString(36)}@ornek.com.tr`;
  const password = 'Ilk-Ekran-2026';
  const post = (route: string, body: unknown) =>
    fetch(`${origin}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('/api/auth/register', {
    name: 'Selin Aksoy',
    email,
    password,
    role: 'isveren',
    company_name: 'İlk Ekran Lojistik',
  });
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const login = await post('/api/auth/login', { email, password });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const body = (await login.json()) as { access_token: string; user: unknown };
  return { token: body.access_token, user: body.user };
}

/** Puts the session where the web app keeps it (apps/web/src/lib/storage.ts), from a page without app code. */
async function storeSession(page: Page, session: Session | undefined) {
  if (!session) return;
  await page.goto(`${origin}/api/platform/settings`);
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
}

interface Screen {
  name: string;
  path: string;
  /** Present once the screen is up. */
  ready: string;
  session?: Session;
}

interface ScriptLoad {
  scripts: number;
  encodedBytes: number;
  rawBytes: number;
  encodings: string[];
  largest: { file: string; encoded: number }[];
}

/** Every script the page fetched until the network was idle, by bytes on the wire and decoded. */
async function scriptLoad(context: BrowserContext, screen: Screen): Promise<ScriptLoad> {
  const page = await context.newPage();
  await storeSession(page, screen.session);
  const scripts: Promise<{ file: string; encoded: number; raw: number; encoding: string }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const response = await request.response();
        const [sizes, body] = await Promise.all([request.sizes(), response?.body()]);
        const encoding = (await response?.headerValue('content-encoding')) ?? 'identity';
        const file = new URL(request.url()).pathname;
        return { file, encoded: sizes.responseBodySize, raw: body?.length ?? 0, encoding };
      })(),
    );
  });
  // The signed-in screens hold the live stream open (GET /api/events), so Playwright's "network
  // idle" never comes there: the page is done when no script has been asked for a second.
  let pendingScripts = 0;
  let lastScriptAt = Date.now();
  const scriptMoved = (request: { resourceType(): string }, delta: number) => {
    if (request.resourceType() !== 'script') return;
    pendingScripts += delta;
    lastScriptAt = Date.now();
  };
  page.on('request', (request) => scriptMoved(request, 1));
  page.on('requestfinished', (request) => scriptMoved(request, -1));
  page.on('requestfailed', (request) => scriptMoved(request, -1));
  await page.goto(`${origin}${screen.path}`, { waitUntil: 'load' });
  await page.locator(screen.ready).first().waitFor();
  while (pendingScripts > 0 || Date.now() - lastScriptAt < 1000) await page.waitForTimeout(100);
  const done = await Promise.all(scripts);
  await page.close();
  return {
    scripts: done.length,
    encodedBytes: done.reduce((sum, script) => sum + script.encoded, 0),
    rawBytes: done.reduce((sum, script) => sum + script.raw, 0),
    encodings: [...new Set(done.map((script) => script.encoding))],
    largest: done.sort((a, b) => b.encoded - a.encoded).slice(0, 12),
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// Lighthouse's own (core/config/constants.js), which its flags do not pick from the form factor.
const lighthouseUserAgents = {
  mobile:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
  desktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36',
};

interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  siMs: number;
  cls: number;
  /** What Lighthouse took as the largest contentful paint (its selector, or a text's snippet). */
  lcpElement: string;
  consoleErrors: string[];
  /** Best-practice audits that did not pass, with what the Issues panel reported (CSP, …). */
  findings: string[];
  /** Lighthouse's own failure (no LCP, page hung); such a run is left out of the medians. */
  runtimeError?: string;
}

/**
 * One Lighthouse run (its default mobile preset: simulated slow 4G and 4× CPU; the screen of
 * `width`) in a fresh browser profile, so that nothing is cached; the session, if any, is stored
 * first.
 */
async function lighthouseRun(screen: Screen, width: Width): Promise<LighthouseRun> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'vazife-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await storeSession(page, screen.session);
    const result = await lighthouse(
      `${origin}${screen.path}`,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // Keeps the stored session; the profile is new, so the cache is empty anyway.
        disableStorageReset: true,
        formFactor: width.lighthouse.formFactor,
        screenEmulation: {
          mobile: width.lighthouse.formFactor === 'mobile',
          width: width.lighthouse.width,
          height: width.lighthouse.height,
          deviceScaleFactor: width.lighthouse.deviceScaleFactor,
          disabled: false,
        },
        emulatedUserAgent: lighthouseUserAgents[width.lighthouse.formFactor],
      },
      undefined,
    );
    if (!result) throw new Error('Lighthouse returned nothing');
    const { lhr } = result;
    // The whole report, for the critical request chain and the LCP breakdown (bench/results is git-ignored).
    const resultsDir = path.join(import.meta.dirname, 'results');
    mkdirSync(resultsDir, { recursive: true });
    const file = `lighthouse-${screen.path.replace(/\W+/g, '') || 'root'}-${width.lighthouse.width}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    writeFileSync(path.join(resultsDir, file), JSON.stringify(lhr));
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const consoleErrors =
      (lhr.audits['errors-in-console']?.details as { items?: { description?: string }[] } | undefined)?.items?.map(
        (item) => String(item.description ?? '').slice(0, 120),
      ) ?? [];
    const bestPractices = lhr.categories['best-practices']?.auditRefs ?? [];
    const findings = bestPractices
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => {
        const items = (audit!.details as { items?: { issueType?: string }[] } | undefined)?.items ?? [];
        const types = [...new Set(items.map((item) => item.issueType).filter(Boolean))];
        return types.length ? `${audit!.id} (${types.join(', ')})` : audit!.id;
      });
    return {
      runtimeError: lhr.runtimeError?.code,
      findings,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
      siMs: lhr.audits['speed-index']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      lcpElement: lcpElement(lhr.audits['lcp-breakdown-insight']?.details),
      consoleErrors,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** The LCP element named in the LCP breakdown insight's node item. */
function lcpElement(details: unknown): string {
  const items = (details as { items?: { type?: string; selector?: string; snippet?: string }[] } | undefined)?.items;
  const node = items?.find((item) => item.type === 'node');
  return node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim().slice(0, 160) : 'unknown';
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function main() {
  const session = await signedInEmployer();
  const screens: Screen[] = [
    { name: '/login', path: '/login', ready: '[data-testid="tab-login"]' },
    { name: '/dashboard (signed in)', path: '/dashboard', ready: '[data-testid="task-board"]', session },
  ].filter((screen) => values.screen === 'all' || screen.path === `/${values.screen}`);

  console.log(`First load from ${origin}: JavaScript fetched until no script is asked for a second`);
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  try {
    for (const screen of screens) {
      for (const { label, context: options } of measuredWidths) {
        const context = await browser.newContext(options);
        const load = await scriptLoad(context, screen);
        await context.close();
        console.log(
          `  ${screen.name.padEnd(24)} ${label.padEnd(16)} ${String(load.scripts).padStart(3)} scripts, ` +
            `${kb(load.encodedBytes).padStart(9)} on the wire (${load.encodings.join(', ')}), ${kb(load.rawBytes)} decoded`,
        );
        if (values.scripts)
          for (const script of load.largest) console.log(`      ${kb(script.encoded).padStart(9)}  ${script.file}`);
      }
    }
  } finally {
    await browser.close();
  }

  if (runs === 0) return;
  console.log(
    `\nLighthouse ${runs}× per screen and width, mobile preset's network and CPU (median; each run's figures in brackets)`,
  );
  for (const screen of screens) for (const width of measuredWidths) await lighthouseSeries(screen, width);
}

/** `runs` Lighthouse runs of one screen at one width, printed as medians and each run. */
async function lighthouseSeries(screen: Screen, width: Width) {
  const results: LighthouseRun[] = [];
  const failed: string[] = [];
  const [loadBefore] = loadavg();
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouseRun(screen, width);
    if (result.runtimeError) failed.push(result.runtimeError);
    else results.push(result);
  }
  const load = `load average ${loadBefore!.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`;
  console.log(
    `  ${screen.name}, ${width.label} (${load})${failed.length ? ` (runs Lighthouse could not finish: ${failed.join(', ')})` : ''}`,
  );
  if (!results.length) return;
  const each = (pick: (r: LighthouseRun) => number, digits = 0) =>
    `${median(results.map(pick)).toFixed(digits)} [${results.map((r) => pick(r).toFixed(digits)).join(', ')}]`;
  console.log(`    performance    ${each((r) => r.performance)}`);
  console.log(`    accessibility  ${each((r) => r.accessibility)}`);
  console.log(`    best practices ${each((r) => r.bestPractices)}`);
  console.log(`    LCP s          ${each((r) => r.lcpMs / 1000, 2)}`);
  console.log(`    TBT ms         ${each((r) => r.tbtMs)}`);
  console.log(`    FCP s          ${each((r) => r.fcpMs / 1000, 2)}`);
  console.log(`    SI s           ${each((r) => r.siMs / 1000, 2)}`);
  console.log(`    CLS            ${each((r) => r.cls, 3)}`);
  console.log(`    LCP element    ${[...new Set(results.map((r) => r.lcpElement))].join(' | ')}`);
  const errors = [...new Set(results.flatMap((r) => r.consoleErrors))];
  console.log(`    console errors ${errors.length ? errors.join(' | ') : 'none'}`);
  const findings = [...new Set(results.flatMap((r) => r.findings))];
  console.log(`    best-practice findings ${findings.length ? findings.join('; ') : 'none'}`);
}

await main();
