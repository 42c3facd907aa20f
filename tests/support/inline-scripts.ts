import { execFileSync } from 'node:child_process';
import type { InlineScriptTexts } from '../../src/lib/inline-scripts';

let compiled: InlineScriptTexts | undefined;
let loader: string | undefined;

/** Runs `call` (an export of src/gatsby/compile-inline-scripts.ts) in a child Node process and returns what it returned. */
function compiledBy(call: string): unknown {
  return JSON.parse(
    execFileSync(
      process.execPath,
      ['--import', 'tsx', '--eval', `import('./src/gatsby/compile-inline-scripts.ts').then((m) => process.stdout.write(JSON.stringify(m.${call}())))`],
      { encoding: 'utf8' },
    ),
  );
}

/**
 * The inline scripts' texts, compiled by the build's own function (src/gatsby/compile-inline-scripts.ts),
 * once per test file. In a child Node process: esbuild refuses to start inside jest's jsdom, whose
 * typed arrays are another realm's than the TextEncoder's.
 */
export function compiledInlineScripts(): InlineScriptTexts {
  compiled ??= compiledBy('compileInlineScripts') as InlineScriptTexts;
  return compiled;
}

/** The paint-first loader's text (src/inline/paint-first-loader.ts), compiled as the build compiles it. */
export function compiledPaintFirstLoader(): string {
  loader ??= compiledBy('compilePaintFirstLoader') as string;
  return loader;
}
