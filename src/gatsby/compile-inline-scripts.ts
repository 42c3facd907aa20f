import path from 'node:path';
import { buildSync } from 'esbuild';
import type { InlineScriptTexts } from '../lib/inline-scripts';

/**
 * The scripts a page carries inline, written as TypeScript modules in src/inline/ (type-checked
 * and linted like the rest, importing what they share with the app) and compiled here, in Node, to
 * the minified text the page holds: one IIFE each, with what it imports bundled in, so the page
 * makes no script request. The pages' CSP hashes are computed from the built HTML, so they follow
 * the compiled text (hosting-headers.ts).
 *
 * Only Node code calls this: webpack-config.ts, which hands the texts to the server render as a
 * constant (so Gatsby's SSR bundle never bundles esbuild itself), and the tests' harness.
 */
export const INLINE_SCRIPT_SOURCES: Record<keyof InlineScriptTexts, string> = {
  list: 'src/inline/list-search.ts',
  draft: 'src/inline/form-draft.ts',
  events: 'src/inline/order-events.ts',
  showAddress: 'src/inline/show-address-in-form.ts',
  checked: 'src/inline/checked-labels.ts',
  open: 'src/inline/open-labels.ts',
  words: 'src/inline/search-words.ts',
};

/** The browsers the inline scripts are written for: those of the app's own bundle (they use spread, `replaceChildren`, `?.`). */
const TARGET = 'es2020';

/**
 * Property names of the inline scripts' own objects, which no DOM, JSON or app object has: esbuild
 * shortens them as it shortens a local name (the list's search must fit 1.5 KB gzip with its settings).
 * A name added here must never be read or written outside the script's own code.
 */
const OWN_PROPERTIES = /^(foldedText|filterValues|pageCard|indexRow|typed|terms|wants)$/;

/** The loader every page carries in place of Gatsby's script elements (src/gatsby/paint-first.ts writes it in after the build). */
export const PAINT_FIRST_LOADER_SOURCE = 'src/inline/paint-first-loader.ts';

/** The text of the inline script whose source is `source` (a path from the project's root), as the page carries it. */
function compileSource(source: string): string {
  const result = buildSync({
    entryPoints: [path.resolve(source)],
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: TARGET,
    mangleProps: OWN_PROPERTIES,
    legalComments: 'none',
    // Not tsconfig.json's `strict`, which would start each script with "use strict": the code is type-checked, and sloppy mode costs no bytes.
    tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
    write: false,
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild wrote nothing for ${source}`);
  return output.text.trim();
}

/** One of the server render's inline scripts, as the page carries it. */
export function compileInlineScript(name: keyof InlineScriptTexts): string {
  return compileSource(INLINE_SCRIPT_SOURCES[name]);
}

/** The paint-first loader's text, the same on every page. */
export function compilePaintFirstLoader(): string {
  return compileSource(PAINT_FIRST_LOADER_SOURCE);
}

/** Every inline script's text, by name. */
export function compileInlineScripts(): InlineScriptTexts {
  return {
    list: compileInlineScript('list'),
    draft: compileInlineScript('draft'),
    events: compileInlineScript('events'),
    showAddress: compileInlineScript('showAddress'),
    checked: compileInlineScript('checked'),
    open: compileInlineScript('open'),
    words: compileInlineScript('words'),
  };
}
