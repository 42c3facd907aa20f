/**
 * A static host for tests that behaves like Netlify or Cloudflare Pages: it serves
 * a built site folder and applies the rules of its `_headers` file. Every rule whose
 * path matches a request applies; a header set by several rules is joined with
 * ", " (what both hosts do). Paths follow the hosts' own rule for a folder's page:
 * `/shops/` serves `shops/index.html`, and `/shops` answers 308 with the address
 * ending in a slash (the query kept), as Cloudflare Pages does (Netlify: 301); a
 * file `x.html` is served at `/x` too. An unknown path gets `404.html` with status
 * 404. Listens on 127.0.0.1 only. `npm run serve` and the browser tests start it
 * through tests/support/static-host-cli.ts; the host suite (playwright.host.config.ts)
 * checks the same on Cloudflare's own runtime.
 */
import http from 'node:http';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertBuilt, publicDir } from './build-output';

export interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}

/** `/static/*` → any path under /static/; `:name` → one path segment; everything else literal. */
function patternOf(rulePath: string): RegExp {
  const source = rulePath
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: patternOf(line.trim()), headers: [] });
      continue;
    }
    const current = rules.at(-1);
    const colon = line.indexOf(':');
    if (!current || colon < 0) throw new Error(`_headers: a header line outside a rule or without a colon: "${line}"`);
    current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers a request path gets: every matching rule, repeated names joined as the hosts join them. */
export function headersFor(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const rule of rules) {
    if (!rule.pattern.test(urlPath)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      merged[key] = merged[key] === undefined ? value : `${merged[key]}, ${value}`;
    }
  }
  return merged;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.ics': 'text/calendar; charset=utf-8',
  // As both hosts send it, with no character set: _headers adds one for the downloads.
  '.csv': 'text/csv',
  '.woff2': 'font/woff2',
};

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/**
 * What the host answers for a path: a file, a redirect to the folder's address ending in a slash,
 * or nothing (404). Never outside the root, never `_headers` itself.
 */
export function resolvePath(root: string, urlPath: string): { file: string } | { redirect: true } | null {
  const target = path.resolve(root, `.${urlPath}`);
  if (target !== root && !target.startsWith(`${root}${path.sep}`)) return null;
  if (path.basename(target) === '_headers') return null;
  const folderPage = path.join(target, 'index.html');
  if (urlPath.endsWith('/')) return isFile(folderPage) ? { file: folderPage } : null;
  if (isFile(target)) return { file: target };
  if (isFile(folderPage)) return { redirect: true };
  if (isFile(`${target}.html`)) return { file: `${target}.html` };
  return null;
}

export interface StaticHost {
  url: string;
  close: () => Promise<void>;
}

export async function startStaticHost(root: string, port = 0): Promise<StaticHost> {
  const resolvedRoot = path.resolve(root);
  const rules = parseHeadersFile(readFileSync(path.join(resolvedRoot, '_headers'), 'utf8'));
  const server = http.createServer((request, response) => {
    let urlPath: string;
    let address: URL;
    try {
      address = new URL(request.url ?? '/', 'http://127.0.0.1');
      urlPath = decodeURIComponent(address.pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    const found = resolvePath(resolvedRoot, urlPath);
    if (found && 'redirect' in found) {
      response.writeHead(308, { location: `${address.pathname}/${address.search}`, ...headersFor(rules, urlPath) }).end();
      return;
    }
    const file = found?.file ?? null;
    const served = file ?? path.join(resolvedRoot, '404.html');
    response.writeHead(file ? 200 : 404, {
      'content-type': CONTENT_TYPES[path.extname(served)] ?? 'application/octet-stream',
      ...headersFor(rules, urlPath),
    });
    response.end(request.method === 'HEAD' ? undefined : readFileSync(served));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const listening = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${listening}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** The hooks of a Playwright suite (its `test`): where a suite starts and stops what its tests share. */
interface SuiteHooks {
  beforeAll(run: () => Promise<void>): void;
  afterAll(run: () => Promise<void>): void;
}

export interface BuildHost extends StaticHost {
  /** The folder served: public/, or the copy the suite's tests may change. */
  dir: string;
}

/**
 * For every test of the suite whose hooks are `suite`: the production build (which must exist)
 * served with its _headers, from public/ or, with `copyNamed`, from a fresh copy (a temporary
 * folder whose name starts so) that the tests may change as a new deploy would. Started before the
 * suite's first test; stopped, and the copy removed, after its last.
 */
export function hostBuildForSuite(suite: SuiteHooks, copyNamed?: string): BuildHost {
  let host: StaticHost | undefined;
  let dir = publicDir;
  suite.beforeAll(async () => {
    assertBuilt();
    if (copyNamed) {
      dir = mkdtempSync(path.join(tmpdir(), copyNamed));
      cpSync(publicDir, dir, { recursive: true });
    }
    host = await startStaticHost(dir);
  });
  suite.afterAll(async () => {
    await host?.close();
    if (copyNamed) rmSync(dir, { recursive: true, force: true });
  });
  const started = () => {
    if (!host) throw new Error('hostBuildForSuite: the host starts in the suite’s beforeAll; use it inside a test');
    return host;
  };
  return {
    get url() {
      return started().url;
    },
    close: () => started().close(),
    get dir() {
      return dir;
    },
  };
}
