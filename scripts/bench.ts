/**
 * Site benchmark: Lighthouse against the no-JavaScript floor, first-load bytes, and the
 * site at 10,000 shops. Rewrites its own section of BENCHMARKS.md (keeping every other section)
 * and writes the raw figures to reports/bench.json.
 *
 *   npm run bench                       (= npx tsx scripts/bench.ts)
 *   npm run bench -- --runs 3 --build-runs 3 --shops 10000 --keystrokes 20
 *   npm run bench -- --skip-build       measure the public/ that is already built (no build times, no scale)
 *
 * It rebuilds public/ and .cache/ in the folder it runs in (cold builds: both are removed
 * first), so run it in a working copy nobody else builds in. Needs no network: Lighthouse
 * drives the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium) against a local server.
 * Timings are benchmarks, never asserted in tests; each figure is the median of the runs.
 */
import { spawnSync, execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadCssGzip, publicDir } from '../tests/e2e/support/build-output';
import { scriptsFetchedOnLoad, totalGzip, type FetchedScript } from '../tests/e2e/support/fetched-scripts';
import { generateScaleData } from './generate-scale-data';

const root = path.resolve(__dirname, '..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const LIGHTHOUSE_ROUTES = ['/', '/shops', '/brands/bikes', '/content-creators', '/bike-destinations/spider-route'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The one section of BENCHMARKS.md this script writes; it keeps every other section as it is. */
const OWN_SECTION = 'Site performance (npm run bench)';

// ---------- options ----------

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
const flag = (name: string) => process.argv.includes(name);

const RUNS = option('--runs', 3);
const BUILD_RUNS = option('--build-runs', 3);
const SHOPS = option('--shops', 10_000);
const KEYSTROKES = option('--keystrokes', 20);
const SKIP_BUILD = flag('--skip-build');

// ---------- small helpers ----------

function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => (Number.isFinite(value) ? Math.round(value).toString() : '–');
const log = (message: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const loadAverage = () => os.loadavg().map((value) => value.toFixed(2)).join(' / ');

function machine() {
  let chromium = 'unknown';
  try {
    chromium = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    /* reported as unknown */
  }
  const lighthouseVersion = (JSON.parse(readFileSync(require.resolve('lighthouse/package.json'), 'utf8')) as { version: string }).version;
  return {
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: os.totalmem() / 2 ** 30,
    node: process.version,
    chromium,
    lighthouse: lighthouseVersion,
    date: new Date().toISOString(),
  };
}

// ---------- builds ----------

/** A cold production build (no .cache, no public), timed; the build's output goes to a log file. */
function coldBuild(label: string, env: Record<string, string> = {}): number {
  rmSync(path.join(root, '.cache'), { recursive: true, force: true });
  rmSync(path.join(root, 'public'), { recursive: true, force: true });
  const logFile = path.join(os.tmpdir(), `padyak-bench-build-${label}.log`);
  const started = process.hrtime.bigint();
  const run = spawnSync('npx', ['gatsby', 'build'], {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: '1', ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  writeFileSync(logFile, `${run.stdout}\n${run.stderr}`);
  if (run.status !== 0) throw new Error(`${label} build failed (exit ${run.status}); see ${logFile}`);
  log(`${label} build: ${seconds.toFixed(1)} s (load ${loadAverage()})`);
  return seconds;
}

// ---------- a static server, the same for the site and its floor ----------

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.xml', '.txt', '.svg']);

/**
 * Serves a folder like a static host would (and like `gatsby serve`): gzip for text,
 * long caching for hashed assets, revalidation for HTML and page-data, 404.html for
 * unknown paths. The site and its no-JS floor go through this same server.
 */
function serve(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const gzipCache = new Map<string, Buffer>();
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = path.join(dir, pathname);
    if (!file.startsWith(dir)) file = path.join(dir, '404.html');
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    let status = 200;
    if (!existsSync(file)) {
      status = 404;
      file = path.join(dir, '404.html');
    }
    const ext = path.extname(file);
    let body: Buffer = readFileSync(file);
    const headers: Record<string, string> = { 'content-type': TYPES[ext] ?? 'application/octet-stream' };
    headers['cache-control'] =
      ext === '.html' || pathname.startsWith('/page-data/') ? 'public, max-age=0, must-revalidate' : 'public, max-age=31536000, immutable';
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      let zipped = gzipCache.get(file);
      if (!zipped) {
        zipped = gzipSync(body);
        gzipCache.set(file, zipped);
      }
      body = zipped;
      headers['content-encoding'] = 'gzip';
      headers.vary = 'Accept-Encoding';
    }
    headers['content-length'] = String(body.length);
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

// ---------- the no-JavaScript floor ----------

/**
 * public/ with every <script> removed from every page: what the HTML and CSS alone
 * deliver. <noscript> content is unwrapped, because a browser without JavaScript
 * renders it (Gatsby puts lazy images' no-JS fallbacks there).
 */
function makeFloor(): string {
  const floor = mkdtempSync(path.join(os.tmpdir(), 'padyak-floor-'));
  cpSync(publicDir, floor, { recursive: true });
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const html = readFileSync(full, 'utf8')
          .replace(/<script\b[\s\S]*?<\/script>/gi, '')
          .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '')
          .replace(/<noscript>([\s\S]*?)<\/noscript>/gi, '$1');
        writeFileSync(full, html);
      }
    }
  };
  walk(floor);
  return floor;
}

// ---------- Lighthouse ----------

interface LighthouseFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  transferBytes: number;
  lcpElement: string;
}

async function lighthouseRun(url: string): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: CHROME_FLAGS });
  try {
    // Lighthouse's default config is the mobile preset with simulated throttling.
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100)]),
    ) as LighthouseFigures['scores'];
    // Lighthouse 13 names the LCP element in its LCP breakdown insight.
    const lcpDetails = lhr.audits['lcp-breakdown-insight']?.details as
      | { items?: { type?: string; nodeLabel?: string; selector?: string }[] }
      | undefined;
    const lcpNode = lcpDetails?.items?.find((item) => item.type === 'node');
    return {
      scores,
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcp: audit('first-contentful-paint'),
      transferBytes: audit('total-byte-weight'),
      lcpElement: lcpNode ? `${lcpNode.selector ?? ''} "${(lcpNode.nodeLabel ?? '').slice(0, 40)}"` : '',
    };
  } finally {
    chrome.kill();
  }
}

/** A Lighthouse run that may fail (a page too heavy for the machine's load): the failure is a finding, not a crash. */
async function tryLighthouse(url: string, failures: string[]): Promise<LighthouseFigures | null> {
  try {
    return await lighthouseRun(url);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    failures.push(message);
    log(`lighthouse failed on ${url}: ${message}`);
    return null;
  }
}

const ok = <T>(value: T | null): value is T => value !== null;

function summarize(runs: readonly LighthouseFigures[]) {
  const pick = (get: (run: LighthouseFigures) => number) => median(runs.map(get));
  return {
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, pick((run) => run.scores[category])])) as LighthouseFigures['scores'],
    lcp: pick((run) => run.lcp),
    tbt: pick((run) => run.tbt),
    cls: pick((run) => run.cls),
    fcp: pick((run) => run.fcp),
    transferBytes: pick((run) => run.transferBytes),
    lcpElement: runs[0]?.lcpElement ?? '',
    lcpRuns: runs.map((run) => Math.round(run.lcp)),
  };
}

// ---------- keystroke → updated list ----------

/**
 * Types into the /shops search box one key at a time and reads the page's own
 * performance measure 'directory-update' (from the input handler's mark to the effect
 * that runs once the new list is committed to the DOM) after each key.
 */
async function keystrokeTimes(url: string, cpuSlowdown: number): Promise<{ times: number[]; hydrationMs: number; domNodes: number }> {
  const { chromium, devices } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await context.newPage();
    if (cpuSlowdown > 1) {
      const session = await context.newCDPSession(page);
      await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    const started = Date.now();
    await page.goto(`${url}/shops`, { timeout: 180_000 });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 180_000 });
    const hydrationMs = Date.now() - started;
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    const box = page.getByRole('searchbox').first();
    await box.click();
    // Narrow the list, then widen it again key by key (widening renders more cards).
    const typed = 'spoke bike 1';
    const keys = [...typed.split(''), ...Array<string>(typed.length).fill('Backspace')].slice(0, KEYSTROKES);
    while (keys.length < KEYSTROKES) keys.push(...typed.split(''));
    const times: number[] = [];
    for (const key of keys.slice(0, KEYSTROKES)) {
      const before = await page.evaluate(() => performance.getEntriesByName('directory-update').length);
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      await page.waitForFunction((count) => performance.getEntriesByName('directory-update').length > count, before, { timeout: 60_000 });
      const duration = await page.evaluate(() => performance.getEntriesByName('directory-update').at(-1)?.duration ?? Number.NaN);
      times.push(duration);
      await page.waitForTimeout(150);
    }
    return { times, hydrationMs, domNodes };
  } finally {
    await browser.close();
  }
}

// ---------- JavaScript fetched on load ----------

/** Per route, every script fetched in the first 5 s with no interaction, as the budget test counts it (fresh context each). */
async function fetchedOnLoad(url: string, route: string): Promise<FetchedScript[]> {
  const { chromium, devices } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    return await scriptsFetchedOnLoad(await context.newPage(), `${url}${route}`);
  } finally {
    await browser.close();
  }
}

// ---------- BENCHMARKS.md ----------

function keptSections(): string {
  const file = path.join(root, 'BENCHMARKS.md');
  if (!existsSync(file)) return '';
  const text = readFileSync(file, 'utf8');
  const sections = text.split(/^(?=## )/m).slice(1);
  // Every other section is someone's figures (data check, data:fetch, /editors, …): kept as it is.
  return sections.filter((section) => !section.startsWith(`## ${OWN_SECTION}`)).map((section) => section.trimEnd()).join('\n\n');
}

type Summary = ReturnType<typeof summarize>;

// ---------- main ----------

async function main(): Promise<void> {
  const command = `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
  const info = machine();
  const loadAtStart = loadAverage();
  log(`${info.cores} cores, ${info.memoryGiB.toFixed(1)} GiB, node ${info.node}, ${info.chromium}, lighthouse ${info.lighthouse}; load ${loadAtStart}`);

  // 1. Scale: the site built from a 10,000-shop copy of data/.
  let scale: null | {
    buildSeconds: number[];
    html: { raw: number; gzip: number };
    pageData: { raw: number; gzip: number };
    shopsInHtml: number;
    keystrokes: { fast: number[]; slow: number[] };
    hydrationMs: { fast: number[]; slow: number[] };
    domNodes: number;
    lighthouse: Summary;
    lighthouseFailures: string[];
  } = null;
  if (!SKIP_BUILD) {
    const dataDir = generateScaleData(SHOPS);
    log(`generated ${SHOPS} shops in ${dataDir}`);
    try {
      const buildSeconds: number[] = [];
      for (let run = 1; run <= BUILD_RUNS; run++) buildSeconds.push(coldBuild(`scale-${run}`, { PADYAK_DATA_DIR: dataDir }));
      const htmlFile = path.join(publicDir, 'shops', 'index.html');
      const pageDataFile = path.join(publicDir, 'page-data', 'shops', 'page-data.json');
      const html = readFileSync(htmlFile, 'utf8');
      const server = await serve(publicDir);
      try {
        const fast: number[] = [];
        const slow: number[] = [];
        const hydration = { fast: [] as number[], slow: [] as number[] };
        let domNodes = 0;
        for (let run = 1; run <= RUNS; run++) {
          const quick = await keystrokeTimes(server.url, 1);
          fast.push(...quick.times);
          hydration.fast.push(quick.hydrationMs);
          domNodes = quick.domNodes;
          const throttled = await keystrokeTimes(server.url, 4);
          slow.push(...throttled.times);
          hydration.slow.push(throttled.hydrationMs);
          log(`scale keystrokes run ${run}: median ${median(quick.times).toFixed(1)} ms (4x CPU slowdown: ${median(throttled.times).toFixed(1)} ms)`);
        }
        const lighthouseRuns: LighthouseFigures[] = [];
        const lighthouseFailures: string[] = [];
        for (let run = 1; run <= RUNS; run++) {
          const figures = await tryLighthouse(`${server.url}/shops`, lighthouseFailures);
          if (figures) lighthouseRuns.push(figures);
          log(`scale lighthouse /shops run ${run}: performance ${figures?.scores.performance ?? 'failed'}`);
        }
        scale = {
          buildSeconds,
          html: { raw: statSync(htmlFile).size, gzip: gzipSync(html).length },
          pageData: { raw: statSync(pageDataFile).size, gzip: gzipSync(readFileSync(pageDataFile)).length },
          shopsInHtml: (html.match(/<li\b/g) ?? []).length,
          keystrokes: { fast, slow },
          hydrationMs: hydration,
          domNodes,
          lighthouse: summarize(lighthouseRuns),
          lighthouseFailures,
        };
      } finally {
        await server.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  // 2. The default data: build time, then the pages Lighthouse measures.
  const defaultBuildSeconds: number[] = [];
  if (!SKIP_BUILD) for (let run = 1; run <= BUILD_RUNS; run++) defaultBuildSeconds.push(coldBuild(`default-${run}`));
  if (!existsSync(path.join(publicDir, 'index.html'))) throw new Error('No build in public/: run without --skip-build, or npm run build first.');

  // 4. Lighthouse: each route on the site and on its no-JS floor, side by side in every run.
  const floorDir = makeFloor();
  const site = await serve(publicDir);
  const floor = await serve(floorDir);
  // 3. JavaScript fetched per route in its first 5 s (the budget test's count), and the inlined CSS.
  const firstLoad: { route: string; framework: number; own: number; total: number; css: number; files: string[] }[] = [];
  for (const route of LIGHTHOUSE_ROUTES) {
    const scripts = await fetchedOnLoad(site.url, route);
    firstLoad.push({
      route,
      framework: totalGzip(scripts, 'framework'),
      own: totalGzip(scripts, 'own'),
      total: totalGzip(scripts),
      css: firstLoadCssGzip(route),
      files: scripts.map((script) => `${script.file} ${kb(script.gzip)}`),
    });
  }
  const lighthouseRuns: Record<string, { site: (LighthouseFigures | null)[]; floor: (LighthouseFigures | null)[] }> = {};
  const lighthouseFailures: string[] = [];
  try {
    for (let run = 1; run <= RUNS; run++) {
      for (const route of LIGHTHOUSE_ROUTES) {
        const entry = (lighthouseRuns[route] ??= { site: [], floor: [] });
        entry.site.push(await tryLighthouse(`${site.url}${route}`, lighthouseFailures));
        entry.floor.push(await tryLighthouse(`${floor.url}${route}`, lighthouseFailures));
        log(
          `lighthouse run ${run} ${route}: performance ${entry.site.at(-1)?.scores.performance ?? 'failed'}, LCP ${ms(entry.site.at(-1)?.lcp ?? NaN)} ms vs floor ${ms(entry.floor.at(-1)?.lcp ?? NaN)} ms`,
        );
      }
    }
  } finally {
    await site.close();
    await floor.close();
    rmSync(floorDir, { recursive: true, force: true });
  }
  const lighthouseSummary = LIGHTHOUSE_ROUTES.map((route) => {
    const runs = lighthouseRuns[route] as { site: (LighthouseFigures | null)[]; floor: (LighthouseFigures | null)[] };
    const siteSummary = summarize(runs.site.filter(ok));
    const floorSummary = summarize(runs.floor.filter(ok));
    // The ratio of each run's pair, then the median: both pages of a pair ran under the same load.
    const ratios = runs.site
      .map((figures, index) => (figures && runs.floor[index] ? figures.lcp / runs.floor[index].lcp : null))
      .filter(ok);
    return { route, site: siteSummary, floor: floorSummary, ratio: median(ratios), ratios, pairs: ratios.length };
  });

  const loadAtEnd = loadAverage();
  const raw = { info, command, loadAtStart, loadAtEnd, RUNS, BUILD_RUNS, SHOPS, defaultBuildSeconds, firstLoad, lighthouseSummary, lighthouseFailures, scale };
  mkdirSync(path.join(root, 'reports'), { recursive: true });
  writeFileSync(path.join(root, 'reports', 'bench.json'), `${JSON.stringify(raw, null, 2)}\n`);

  // 5. BENCHMARKS.md
  const lines: string[] = [];
  const push = (...text: string[]) => lines.push(...text);
  push(
    '# Benchmarks',
    '',
    'Timings on the project machine, with the command to reproduce them. Benchmarks are never asserted in tests;',
    'the byte budgets that are asserted live in tests/e2e/budgets.spec.ts.',
    '',
    `## ${OWN_SECTION}`,
    '',
    `Command: \`${command}\` (= \`npx tsx scripts/bench.ts\`; it rebuilds public/ cold, so run it in a copy nobody else builds in).`,
    '',
    `Machine: ${info.cores} cores (${info.cpu}), ${info.memoryGiB.toFixed(1)} GiB RAM, Node ${info.node}, ${info.chromium},`,
    `Lighthouse ${info.lighthouse}. Date ${info.date.slice(0, 16).replace('T', ' ')} UTC. Load average (1/5/15 min) ${loadAtStart} at the start,`,
    `${loadAtEnd} at the end (others were building on the same machine, so timings are pessimistic). Every figure is the`,
    `median of ${RUNS} runs (builds: ${BUILD_RUNS}); raw figures in reports/bench.json.`,
    '',
    '### Lighthouse against the no-JavaScript floor',
    '',
    'Lighthouse (Node API, default mobile preset: Moto G Power viewport, simulated throttling 4× CPU and slow 4G),',
    `driving ${chromiumPath} (${CHROME_FLAGS.join(' ')}), a fresh browser per run. The site and its floor are served by`,
    'the same small static server in the script (gzip, immutable caching for hashed assets, like `gatsby serve`). The floor',
    'is the same public/ with every `<script>` removed and `<noscript>` unwrapped: what HTML and CSS alone deliver. Each',
    'run measures every route on the site and then on its floor, so a pair shares the same machine load; the ratio is the',
    'median of the per-run ratios.',
    '',
    '| route | perf | a11y | best practices | SEO | LCP site ms | LCP floor ms | **LCP site / floor** | TBT ms | CLS | transfer KB | floor perf |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...lighthouseSummary.map(
      ({ route, site: s, floor: f, ratio }) =>
        `| ${route} | ${s.scores.performance} | ${s.scores.accessibility} | ${s.scores['best-practices']} | ${s.scores.seo} | ${ms(s.lcp)} | ${ms(f.lcp)} | **${ratio.toFixed(2)}** | ${ms(s.tbt)} | ${s.cls.toFixed(3)} | ${kb(s.transferBytes)} | ${f.scores.performance} |`,
    ),
    '',
    'LCP element (site, first run): ' + lighthouseSummary.map(({ route, site: s }) => `${route} → \`${s.lcpElement}\``).join('; '),
    '',
    lighthouseFailures.length
      ? `Lighthouse runs that failed (left out of the medians): ${lighthouseFailures.length} — ${[...new Set(lighthouseFailures)].join('; ')}`
      : `All ${RUNS * LIGHTHOUSE_ROUTES.length * 2} Lighthouse runs finished.`,
    '',
    '### JavaScript fetched in the first 5 s, and CSS (gzip)',
    '',
    'Per route: every script the page fetches in its first 5 s with no interaction (Playwright, Pixel 7, a fresh browser;',
    'the same count as tests/e2e/budgets.spec.ts), each body gzipped with zlib\'s default level. Framework = framework-*.js',
    '(React, react-dom) + webpack-runtime; own code = app (Gatsby\'s runtime, our layout and providers) + shared and page chunks.',
    'CSS = the stylesheet Gatsby inlines into every page.',
    '',
    '| route | framework KB | own code KB | **total JS KB** | CSS KB |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...firstLoad.map(({ route, framework, own, total, css }) => `| ${route} | ${kb(framework)} | ${kb(own)} | **${kb(total)}** | ${kb(css)} |`),
    '',
    `Files of /: ${firstLoad[0]?.files.join(', ')}.`,
    '',
  );
  if (scale) {
    const fastMedian = median(scale.keystrokes.fast);
    push(
      `### Scale: ${SHOPS.toLocaleString('en-US')} shops`,
      '',
      `A copy of data/ whose shops.csv has ${SHOPS.toLocaleString('en-US')} generated shops (scripts/generate-scale-data.ts, written to a`,
      'temporary folder and built through PADYAK_DATA_DIR; nothing is committed).',
      '',
      '| figure | median | runs |',
      '| --- | ---: | --- |',
      `| cold build time, ${SHOPS.toLocaleString('en-US')} shops | ${median(scale.buildSeconds).toFixed(1)} s | ${scale.buildSeconds.map((s) => s.toFixed(1)).join(', ')} |`,
      `| cold build time, default data | ${median(defaultBuildSeconds).toFixed(1)} s | ${defaultBuildSeconds.map((s) => s.toFixed(1)).join(', ')} |`,
      `| /shops HTML | ${kb(scale.html.raw)} KB (${kb(scale.html.gzip)} KB gzip) | ${scale.shopsInHtml.toLocaleString('en-US')} list items in the HTML |`,
      `| /shops page-data.json | ${kb(scale.pageData.raw)} KB (${kb(scale.pageData.gzip)} KB gzip) | |`,
      `| /shops elements in the DOM after hydration | ${scale.domNodes.toLocaleString('en-US')} | |`,
      `| keystroke → updated list, no CPU slowdown | **${fastMedian.toFixed(1)} ms** | ${scale.keystrokes.fast.length} keystrokes (${KEYSTROKES} per run); p90 ${[...scale.keystrokes.fast].sort((a, b) => a - b)[Math.floor(scale.keystrokes.fast.length * 0.9)]?.toFixed(1)} ms |`,
      `| keystroke → updated list, 4× CPU slowdown (CDP) | ${median(scale.keystrokes.slow).toFixed(1)} ms | ${scale.keystrokes.slow.length} keystrokes; p90 ${[...scale.keystrokes.slow].sort((a, b) => a - b)[Math.floor(scale.keystrokes.slow.length * 0.9)]?.toFixed(1)} ms |`,
      `| load → hydrated (Playwright, Pixel 7 emulation, local server) | ${ms(median(scale.hydrationMs.fast))} ms | 4× CPU slowdown: ${ms(median(scale.hydrationMs.slow))} ms |`,
      scale.lighthouseFailures.length === RUNS
        ? `| Lighthouse /shops at scale | **did not finish** | 0 of ${RUNS} runs finished: ${[...new Set(scale.lighthouseFailures)].join('; ')} |`
        : `| Lighthouse /shops at scale: performance, TBT, LCP | ${scale.lighthouse.scores.performance}, ${ms(scale.lighthouse.tbt)} ms, ${ms(scale.lighthouse.lcp)} ms | ${RUNS - scale.lighthouseFailures.length} of ${RUNS} runs finished${scale.lighthouseFailures.length ? ` (failed: ${[...new Set(scale.lighthouseFailures)].join('; ')})` : ''}; transfer ${kb(scale.lighthouse.transferBytes)} KB |`,
      '',
      'Keystroke → updated list is the page\'s own measure `directory-update` (DirectoryView marks `directory-input` in the',
      'search box\'s change handler and measures in the effect that runs after the filtered list is committed), read by',
      `Playwright after each key: type "spoke bike 1" and delete it again, ${KEYSTROKES} keys per run, 150 ms apart, Pixel 7 emulation.`,
      '',
    );
  } else {
    push('Scale and build times: not measured in this run (--skip-build).', '');
  }

  const worst = (get: (row: (typeof lighthouseSummary)[number]) => number, lowest = false) =>
    lighthouseSummary.reduce((acc, row) => (lowest ? Math.min(acc, get(row)) : Math.max(acc, get(row))), lowest ? Infinity : -Infinity);
  const home = firstLoad[0];
  const rows: [string, string, boolean][] = [
    ['Lighthouse performance ≥ 98 on every route', `lowest ${worst((r) => r.site.scores.performance, true)}`, worst((r) => r.site.scores.performance, true) >= 98],
    ['accessibility 100', `lowest ${worst((r) => r.site.scores.accessibility, true)}`, worst((r) => r.site.scores.accessibility, true) >= 100],
    ['best-practices 100', `lowest ${worst((r) => r.site.scores['best-practices'], true)}`, worst((r) => r.site.scores['best-practices'], true) >= 100],
    ['SEO 100', `lowest ${worst((r) => r.site.scores.seo, true)}`, worst((r) => r.site.scores.seo, true) >= 100],
    ['LCP(site) / LCP(floor) ≤ 1.15', `highest ${worst((r) => r.ratio).toFixed(2)}`, worst((r) => r.ratio) <= 1.15],
    ['TBT ≤ 50 ms', `highest ${ms(worst((r) => r.site.tbt))} ms`, worst((r) => r.site.tbt) <= 50],
    ['CLS 0', `highest ${worst((r) => r.site.cls).toFixed(3)}`, worst((r) => r.site.cls) === 0],
    ['JS fetched in 5 s: / ≤ 110 KB gzip', `${kb(home?.total ?? NaN)} KB`, (home?.total ?? Infinity) <= 110 * 1024],
    [
      'JS fetched in 5 s: other routes ≤ 100 KB gzip',
      `highest ${kb(Math.max(...firstLoad.slice(1).map((row) => row.total)))} KB`,
      Math.max(...firstLoad.slice(1).map((row) => row.total)) <= 100 * 1024,
    ],
    ['CSS ≤ 15 KB gzip', `${kb(Math.max(...firstLoad.map((row) => row.css)))} KB`, Math.max(...firstLoad.map((row) => row.css)) <= 15 * 1024],
  ];
  if (scale) {
    rows.push(['keystroke → list ≤ 16 ms median at 10,000 shops', `${median(scale.keystrokes.fast).toFixed(1)} ms`, median(scale.keystrokes.fast) <= 16]);
  }
  push(
    '### Targets',
    '',
    '| target | measured | met |',
    '| --- | --- | --- |',
    ...rows.map(([target, measured, met]) => `| ${target} | ${measured} | ${met ? 'yes' : '**no**'} |`),
    '',
  );
  const kept = keptSections();
  writeFileSync(path.join(root, 'BENCHMARKS.md'), `${lines.join('\n')}${kept ? `\n${kept}\n` : ''}`);
  log('wrote BENCHMARKS.md and reports/bench.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
