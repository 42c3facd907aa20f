import type { Browser } from '@playwright/test';
import { median } from './stats';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The system Chromium under Playwright, launched the one way every bench suite uses. */
export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
}

export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** What the bench keeps of one Lighthouse run. Scores are Lighthouse's fractions ×100, rounded, as its report shows them. */
export interface LighthouseFigures {
  scores: Record<Category, number>;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  transferBytes: number;
  lcpElement: string;
}

/** The parts of Lighthouse's result (LHR) the bench reads. */
export interface LighthouseResultLike {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

/** Our figures from Lighthouse's result: the four scores, the metrics, and the LCP element as Lighthouse 13 names it. */
export function figuresOf(lhr: LighthouseResultLike): LighthouseFigures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100)]),
  ) as LighthouseFigures['scores'];
  const lcpDetails = lhr.audits['lcp-breakdown-insight']?.details as { items?: { type?: string; nodeLabel?: string; selector?: string }[] } | undefined;
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
}

/**
 * Lighthouse's main-thread time in script evaluation, parse and compile (ms, at its simulated
 * 4× CPU slowdown), from the main-thread work breakdown; 0 when the audit lists no script work.
 */
export function scriptingTime(lhr: LighthouseResultLike): number {
  const details = lhr.audits['mainthread-work-breakdown']?.details as { items?: { group: string; duration: number }[] } | undefined;
  return (details?.items ?? []).filter((item) => item.group === 'scriptEvaluation' || item.group === 'scriptParseCompile').reduce((sum, item) => sum + item.duration, 0);
}

/** A Chrome trace as Lighthouse records it (its `Trace` artifact). */
export interface TraceLike {
  traceEvents: TraceEventLike[];
}

export interface TraceEventLike {
  name: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts: number;
  /** Wall-clock duration (µs). */
  dur?: number;
  /** Time the thread was on a CPU (µs): what a busy machine changes least. */
  tdur?: number;
  args?: { name?: string; data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

/**
 * One Lighthouse run through its own Node API, in a fresh Chromium started by chrome-launcher,
 * auditing only `categories`. Lighthouse's default config is the mobile preset with simulated
 * throttling. Also hands back the trace of the page load Lighthouse recorded.
 */
export async function lighthouseRun(
  url: string,
  categories: readonly Category[] = CATEGORIES,
): Promise<{ lhr: LighthouseResultLike & { environment?: { benchmarkIndex?: number } }; trace: TraceLike | null }> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    const artifacts = result.artifacts as unknown as { Trace?: TraceLike };
    return { lhr: result.lhr, trace: artifacts.Trace ?? null };
  } finally {
    chrome.kill();
  }
}

/** One Lighthouse run (see lighthouseRun), its result only. */
export async function lighthouseResult(url: string, categories: readonly Category[] = CATEGORIES): Promise<LighthouseResultLike> {
  return (await lighthouseRun(url, categories)).lhr;
}

/** One run of all four categories, as the bench reports it. */
export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  return figuresOf(await lighthouseResult(url));
}

/** A run that may fail (a page too heavy for the machine's load): the failure is a finding, not a crash. */
export async function tryLighthouse(url: string, failures: string[], log: (message: string) => void): Promise<LighthouseFigures | null> {
  try {
    return await runLighthouse(url);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    failures.push(message);
    log(`lighthouse failed on ${url}: ${message}`);
    return null;
  }
}

export interface LighthouseSummary extends Omit<LighthouseFigures, 'lcpElement'> {
  lcpElement: string;
  lcpRuns: number[];
}

/** The median of every figure over the runs that finished; the LCP element of the first. */
export function summarize(runs: readonly LighthouseFigures[]): LighthouseSummary {
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

/**
 * LCP(site) / LCP(floor): the ratio of each run's pair (both pages of a pair ran under the
 * same machine load), then the median; pairs where either run failed are left out.
 */
export function lcpRatio(site: readonly (LighthouseFigures | null)[], floor: readonly (LighthouseFigures | null)[]): { ratio: number; ratios: number[] } {
  const ratios = site.flatMap((figures, index) => {
    const bare = floor[index];
    return figures && bare ? [figures.lcp / bare.lcp] : [];
  });
  return { ratio: median(ratios), ratios };
}
