/**
 * The browser tests that build their own data (a copy of data/ with fixture rows added) share
 * these steps: copy the data, add rows, build it in a throwaway copy of the project
 * (tests/support/isolated-build.ts), serve the build on 127.0.0.1, and open its pages with every
 * request that would leave this machine failed and recorded.
 */
import { appendFileSync, cpSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { buildIsolated, makeIsolatedProject, PROJECT_ROOT } from '../isolated-build';

/** A copy of the project's data/ in a new temporary folder; the caller removes it. */
export function copyData(prefix = 'padyak-data-'): string {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  cpSync(path.join(PROJECT_ROOT, 'data'), dataDir, { recursive: true });
  return dataDir;
}

/** Appends rows to a sheet; returns the spreadsheet row number of the first one (the header is row 1). */
export function appendRows(file: string, rows: string[]): number {
  const before = readFileSync(file, 'utf8');
  const lines = before.endsWith('\n') ? before.split('\n').length - 1 : before.split('\n').length;
  appendFileSync(file, `${before.endsWith('\n') ? '' : '\n'}${rows.join('\n')}\n`);
  return lines + 1;
}

export interface IsolatedSite {
  /** Where the build is served, e.g. http://127.0.0.1:40123 */
  url: string;
  /** The built files. */
  publicDir: string;
  /** Stops serving and removes the throwaway project. */
  close(): Promise<void>;
}

/** Serves a built folder on 127.0.0.1: bench/lib/static-host.ts's serveFolder, passed in (the fixtures may not import the benchmarks). */
export type ServeFolder = (dir: string) => Promise<{ url: string; close(): Promise<void> }>;

/** Builds `dataDir` in a throwaway copy of the project and serves it; a failed build leaves nothing behind. */
export async function buildAndServe(dataDir: string, serve: ServeFolder, env: NodeJS.ProcessEnv = {}): Promise<IsolatedSite> {
  const project = makeIsolatedProject();
  try {
    await buildIsolated(project, dataDir, env);
    const host = await serve(project.publicDir);
    return {
      url: host.url,
      publicDir: project.publicDir,
      close: async () => {
        await host.close();
        project.remove();
      },
    };
  } catch (error) {
    project.remove();
    throw error;
  }
}

/** Opens a page of the site, failing every request that would leave this machine; returns the addresses it tried. */
export async function openOffline(page: Page, site: IsolatedSite, route: string): Promise<string[]> {
  const offsite: string[] = [];
  await page.route(/^(?!https?:\/\/127\.0\.0\.1[:/])[a-z]+:\/\//, (request) => {
    offsite.push(request.request().url());
    return request.abort();
  });
  await page.goto(`${site.url}${route}`);
  return offsite;
}

/** The card of a listing on a list page, found by its heading. */
export const tileOf = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
