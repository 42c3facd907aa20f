import type { Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { kindOf, type ScriptKind } from './build-output';
import { waitForHydration } from './hydration';

/**
 * What a phone really downloads: every script a route fetches while it loads, hydrates
 * and sits untouched for its first LOAD_WINDOW_MS, whoever asked for it (the HTML's tags,
 * Gatsby's loader, an import() after hydration). Shared by the budget test and the
 * benchmark (bench/suites/lighthouse.ts) so both count the same way.
 */
export const LOAD_WINDOW_MS = 5_000;

export interface FetchedScript {
  file: string;
  /** Bytes after gzip at zlib's default level, as a compressing host sends them (`gatsby serve` does not compress). */
  gzip: number;
  kind: ScriptKind;
}

/**
 * Opens `route` in `page` (give it a fresh context: a warm cache hides what a first
 * visit costs), waits for hydration, then until LOAD_WINDOW_MS after the navigation
 * started and the network is quiet. On a loaded machine hydration can end later than
 * LOAD_WINDOW_MS; the count then still includes everything hydration asked for, so a
 * busy machine never hides bytes from the budget.
 */
export async function scriptsFetchedOnLoad(page: Page, route: string): Promise<FetchedScript[]> {
  const bodies: Promise<FetchedScript | null>[] = [];
  const seen = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = new URL(response.url());
    if (seen.has(url.pathname)) return;
    seen.add(url.pathname);
    bodies.push(
      response
        .body()
        .then((body) => ({ file: url.pathname.replace(/^\//, ''), gzip: gzipSync(body).length, kind: kindOf(path.basename(url.pathname)) }))
        .catch(() => null), // a response the page dropped (navigation) has no body to count
    );
  });
  const started = Date.now();
  await page.goto(route);
  await waitForHydration(page);
  const left = LOAD_WINDOW_MS - (Date.now() - started);
  if (left > 0) await page.waitForTimeout(left);
  await page.waitForLoadState('networkidle');
  return (await Promise.all(bodies)).filter((script): script is FetchedScript => script !== null);
}

export function totalGzip(scripts: readonly FetchedScript[], kind?: ScriptKind): number {
  return scripts.filter((script) => !kind || script.kind === kind).reduce((total, script) => total + script.gzip, 0);
}
