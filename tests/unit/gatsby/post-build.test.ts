/**
 * The post-build step rewrites each page so it paints before its scripts run (paint-first.ts). If
 * Gatsby ever writes its scripts another way, that rewrite would find nothing and every page would
 * quietly wait for its scripts again: the build must fail then, saying what to change.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finishPages } from '../../../src/gatsby/post-build';

/** A page as Gatsby writes it, its scripts given as Gatsby writes them or otherwise. */
const page = (scripts: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Sample</title></head><body><div id="___gatsby"><main><h1>Sample</h1></main></div>${scripts}</body></html>`;
const GATSBY_SCRIPTS = '<script src="/webpack-runtime-0123.js" async=""></script><script src="/app-4567.js" async=""></script>';

let root: string;
let panics: string[];

function finish(): void {
  panics = [];
  const store = { getState: () => ({ program: { directory: root } }) };
  const reporter = { info: () => undefined, panicOnBuild: (message: string) => void panics.push(message) };
  (finishPages as unknown as (args: { store: typeof store; reporter: typeof reporter }) => void)({ store, reporter });
}

function writePage(route: string, html: string): string {
  const file = path.join(root, 'public', route, 'index.html');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
  return file;
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'padyak-post-build-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the post-build step', () => {
  it('rewrites the pages with Gatsby’s scripts to load them after the first paint, and goes on', () => {
    const file = writePage('', page(GATSBY_SCRIPTS));
    writePage('shops', page(GATSBY_SCRIPTS));
    finish();
    expect(panics).toEqual([]);
    expect(readFileSync(file, 'utf8')).not.toContain('<script src="/app-4567.js"');
    expect(readFileSync(path.join(root, 'public', '_headers'), 'utf8')).not.toBe('');
  });

  it('fails the build, naming paint-first.ts and what to change, when the rewrite changed no page', () => {
    writePage('', page('<script src="/app-4567.js" defer=""></script>'));
    writePage('shops', page('<script type="module" src="/app-4567.js"></script>'));
    finish();
    expect(panics).toEqual([expect.stringContaining('The paint-first step (src/gatsby/paint-first.ts) changed none of the 2 pages in public/')]);
    expect(panics[0]).toContain('update isGatsbyScript in src/gatsby/paint-first.ts');
  });
});
