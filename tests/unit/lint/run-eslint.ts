/**
 * ESLint as the lint tests run it: in a child process, because eslint.config.mjs is an ES module,
 * which jest's CommonJS runtime cannot load. Type-aware rules are off for speed; the rules these
 * tests probe (layers, rooms, storage, body length) need none.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../../..');

/** A file as ESLint is told it is: its path in the repository (it need not exist) and its text. */
export interface Probe {
  file: string;
  code: string;
}

export interface Finding {
  ruleId: string | null;
  message: string;
}

/**
 * The start of every script run here: ESLint with the repository's config and type-aware rules
 * off, `input` the JSON given to runEslint, and `lintProbes`, the findings of each probe in order.
 */
const PRELUDE = `
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
const input = JSON.parse(process.argv[1]);
const eslint = new ESLint({ overrideConfig: [tseslint.configs.disableTypeChecked] });
async function lintProbes(probes) {
  const results = [];
  for (const probe of probes) {
    const [result] = await eslint.lintText(probe.code, { filePath: probe.file });
    results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
  }
  return results;
}
`;

/**
 * Runs `body` (an ES module's statements, after PRELUDE: its own imports come first in `imports`)
 * from the repository's root with `input`, and returns what it writes to stdout, read as JSON.
 */
export function runEslint<T>(body: string, input: unknown, imports = ''): T {
  const script = `${imports}\n${PRELUDE}\n${body}`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(input)], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`eslint failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as T;
}

/** The findings of each probe, in order. */
export function lint(probes: readonly Probe[]): Finding[][] {
  return runEslint<Finding[][]>('process.stdout.write(JSON.stringify(await lintProbes(input)));', probes);
}
