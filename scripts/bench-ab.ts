/**
 * A/B of two production builds on the same machine at the same time: the hydration counts
 * of each route (scripts/count-hydration.ts, deterministic), then Lighthouse's mobile preset
 * on A and B in alternating runs, so both see the same load. Quote the B/A ratios: on a
 * shared machine the absolute figures drift, the pairs less.
 *
 *   npx tsx scripts/bench-ab.ts --a /tmp/public-before --b public --runs 3 / /shops
 *   npx tsx scripts/bench-ab.ts --a DIR --b DIR --no-counts --keystrokes 20 /shops   (keystroke → list instead)
 *   npx tsx scripts/bench-ab.ts --a DIR --b DIR --no-counts --trace --runs 5 / /shops (main-thread CPU from a trace)
 *
 * Each folder is served by a small static server on 127.0.0.1 (gzip, like the hosts and
 * `npm run bench`). Prints one JSON line per measurement and a summary per route.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { gzipSync } from 'node:zlib';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg']);

function serve(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const root = path.resolve(dir);
  const zipped = new Map<string, Buffer>();
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = path.join(root, pathname);
    if (!file.startsWith(root)) file = path.join(root, '404.html');
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    let status = 200;
    if (!existsSync(file)) {
      status = 404;
      file = path.join(root, '404.html');
    }
    const ext = path.extname(file);
    let body: Buffer = readFileSync(file);
    const headers: Record<string, string> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': ext === '.html' || pathname.startsWith('/page-data/') ? 'public, max-age=0, must-revalidate' : 'public, max-age=31536000, immutable',
    };
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      body = zipped.get(file) ?? gzipSync(body);
      zipped.set(file, body);
      headers['content-encoding'] = 'gzip';
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

interface Run {
  performance: number;
  tbt: number;
  lcp: number;
  /** Lighthouse's main-thread time in script evaluation, parse and compile (ms, at its 4× CPU slowdown). */
  scripting: number;
}

async function lighthouseRun(url: string): Promise<Run> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result || result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
    const { lhr } = result;
    const breakdown = (lhr.audits['mainthread-work-breakdown']?.details as { items?: { group: string; duration: number }[] } | undefined)?.items ?? [];
    return {
      performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      scripting: breakdown.filter((item) => item.group === 'scriptEvaluation' || item.group === 'scriptParseCompile').reduce((sum, item) => sum + item.duration, 0),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Keystroke → updated list on /shops: types "spoke bike 1" and deletes it again, one key every
 * 150 ms, and reads the page's own 'directory-update' measure (DirectoryView marks the input and
 * measures once the new list is committed), as `npm run bench` does. Pixel 7 emulation, no CPU slowdown.
 */
async function keystrokeTimes(url: string, keys: number): Promise<number[]> {
  const { chromium, devices } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await (await browser.newContext({ ...devices['Pixel 7'] })).newPage();
    await page.goto(`${url}/shops`, { timeout: 180_000 });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 180_000 });
    const box = page.getByRole('searchbox').first();
    await box.click();
    // The first key fetches the whole index; wait for it so every timed key filters all shops.
    await box.press('s');
    await page.waitForFunction(() => !/ listed$/.test(document.querySelector('[aria-live="polite"]')?.textContent ?? ''), undefined, { timeout: 60_000 });
    await box.press('Backspace');
    await page.waitForTimeout(500);
    const typed = 'spoke bike 1';
    const sequence = [...typed.split(''), ...Array<string>(typed.length).fill('Backspace')];
    const times: number[] = [];
    for (let index = 0; index < keys; index++) {
      const key = sequence[index % sequence.length] as string;
      const before = await page.evaluate(() => performance.getEntriesByName('directory-update').length);
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      await page.waitForFunction((count) => performance.getEntriesByName('directory-update').length > count, before, { timeout: 60_000 });
      times.push(await page.evaluate(() => performance.getEntriesByName('directory-update').at(-1)?.duration ?? Number.NaN));
      await page.waitForTimeout(150);
    }
    return times;
  } finally {
    await browser.close();
  }
}

/**
 * Main-thread CPU time of one page load, from a Chrome trace: each top-level task's thread
 * time (`tdur`), which a busy machine stretches far less than wall time. Returns the total,
 * and what 4× slower CPU would make of it as blocking time: Σ max(0, 4·task − 50 ms).
 */
async function traceRun(url: string): Promise<{ cpu: number; blocking4x: number; longest: number }> {
  const { chromium, devices } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await (await browser.newContext({ ...devices['Pixel 7'] })).newPage();
    await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel', 'disabled-by-default-devtools.timeline'] });
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: { name: string; ph: string; pid: number; tid: number; tdur?: number; dur?: number; args?: { name?: string } }[];
    };
    const mains = new Set(traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
    const tasks = traceEvents.filter((e) => e.ph === 'X' && e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`)).map((e) => (e.tdur ?? e.dur ?? 0) / 1000);
    return {
      cpu: tasks.reduce((sum, ms) => sum + ms, 0),
      blocking4x: tasks.reduce((sum, ms) => sum + Math.max(0, 4 * ms - 50), 0),
      longest: Math.max(0, ...tasks),
    };
  } finally {
    await browser.close();
  }
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

async function main() {
  const { values, positionals: routes } = parseArgs({
    allowPositionals: true,
    options: {
      a: { type: 'string' },
      b: { type: 'string' },
      runs: { type: 'string', default: '3' },
      'no-counts': { type: 'boolean', default: false },
      /** Instead of Lighthouse: this many keystrokes on /shops per run and build. */
      keystrokes: { type: 'string' },
      /** Instead of Lighthouse: main-thread CPU time from a Chrome trace. */
      trace: { type: 'boolean', default: false },
    },
  });
  if (!values.a || !values.b || routes.length === 0) throw new Error('usage: tsx scripts/bench-ab.ts --a <public dir> --b <public dir> [--runs 3] <route>…');
  const runs = Number(values.runs);
  const builds = { a: await serve(values.a), b: await serve(values.b) };
  console.log(JSON.stringify({ load: os.loadavg().map((value) => value.toFixed(2)).join(' / '), cores: os.cpus().length }));
  try {
    if (!values['no-counts']) {
      for (const [name, server] of Object.entries(builds)) {
        // Asynchronously: the servers answer from this process.
        const { stdout: out } = await promisify(execFile)(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, 'count-hydration.ts'), server.url, ...routes], { encoding: 'utf8' });
        for (const line of out.trim().split('\n')) console.log(JSON.stringify({ build: name, ...JSON.parse(line) }));
      }
    }
    if (values.keystrokes) {
      const times = { a: [] as number[], b: [] as number[] };
      for (let run = 1; run <= runs; run++) {
        for (const name of run % 2 ? (['a', 'b'] as const) : (['b', 'a'] as const)) {
          const list = await keystrokeTimes(builds[name].url, Number(values.keystrokes));
          times[name].push(...list);
          console.log(JSON.stringify({ run, build: name, keystrokeMedian: +median(list).toFixed(1) }));
        }
      }
      console.log(JSON.stringify({ keystrokes: { a: +median(times.a).toFixed(1), b: +median(times.b).toFixed(1), counted: times.a.length } }));
      return;
    }
    if (values.trace) {
      for (const route of routes) {
        const cpu = { a: [] as number[], b: [] as number[] };
        const blocking = { a: [] as number[], b: [] as number[] };
        for (let run = 1; run <= runs; run++) {
          for (const name of run % 2 ? (['a', 'b'] as const) : (['b', 'a'] as const)) {
            const figures = await traceRun(`${builds[name].url}${route}`);
            cpu[name].push(figures.cpu);
            blocking[name].push(figures.blocking4x);
            console.log(JSON.stringify({ run, route, build: name, cpu: Math.round(figures.cpu), blocking4x: Math.round(figures.blocking4x), longest: Math.round(figures.longest) }));
          }
        }
        const [ca, cb, ba, bb] = [median(cpu.a), median(cpu.b), median(blocking.a), median(blocking.b)].map(Math.round) as [number, number, number, number];
        console.log(JSON.stringify({ route, cpu: { a: ca, b: cb, ratio: +(cb / ca).toFixed(2) }, blocking4x: { a: ba, b: bb, ratio: +(bb / ba).toFixed(2) } }));
      }
      return;
    }
    const results: Record<string, { a: Run[]; b: Run[] }> = {};
    for (let run = 1; run <= runs; run++) {
      for (const route of routes) {
        const entry = (results[route] ??= { a: [], b: [] });
        // Alternate which build goes first, so neither always meets the same moment of load.
        const order = run % 2 ? (['a', 'b'] as const) : (['b', 'a'] as const);
        for (const name of order) {
          const figures = await lighthouseRun(`${builds[name].url}${route}`);
          entry[name].push(figures);
          console.log(JSON.stringify({ run, route, build: name, ...figures }));
        }
      }
    }
    for (const [route, { a, b }] of Object.entries(results)) {
      const summary = (list: Run[]) => ({
        performance: median(list.map((r) => r.performance)),
        tbt: Math.round(median(list.map((r) => r.tbt))),
        lcp: Math.round(median(list.map((r) => r.lcp))),
        scripting: Math.round(median(list.map((r) => r.scripting))),
      });
      const [sa, sb] = [summary(a), summary(b)];
      console.log(JSON.stringify({ route, a: sa, b: sb, ratio: { tbt: +(sb.tbt / sa.tbt).toFixed(2), scripting: +(sb.scripting / sa.scripting).toFixed(2), lcp: +(sb.lcp / sa.lcp).toFixed(2) } }));
    }
  } finally {
    await builds.a.close();
    await builds.b.close();
    console.log(JSON.stringify({ load: os.loadavg().map((value) => value.toFixed(2)).join(' / ') }));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
