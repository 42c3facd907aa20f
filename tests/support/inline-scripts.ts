import { execFileSync } from 'node:child_process';
import type { InlineScriptTexts } from '../../src/lib/inline-scripts';

let compiled: InlineScriptTexts | undefined;

/**
 * The inline scripts' texts, compiled by the build's own function (src/gatsby/compile-inline-scripts.ts),
 * once per test file. In a child Node process: esbuild refuses to start inside jest's jsdom, whose
 * typed arrays are another realm's than the TextEncoder's.
 */
export function compiledInlineScripts(): InlineScriptTexts {
  compiled ??= JSON.parse(
    execFileSync(
      process.execPath,
      ['--import', 'tsx', '--eval', "import('./src/gatsby/compile-inline-scripts.ts').then((m) => process.stdout.write(JSON.stringify(m.compileInlineScripts())))"],
      { encoding: 'utf8' },
    ),
  ) as InlineScriptTexts;
  return compiled;
}
