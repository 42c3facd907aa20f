/**
 * One of the commands (`scripts/*.ts`) run as an editor runs it: a child process, Node with tsx's
 * loader (`node --import tsx`, as package.json runs them, so a signal reaches the command itself),
 * certificates from Node's trust store plus NODE_EXTRA_CA_CERTS (the tests' throwaway CA), plain
 * progress lines because CI is set, and a preloaded resolver (resolve-test-hosts.cjs) that maps
 * `.test` names to 127.0.0.1 and fails every other name, so no real DNS is asked. Asynchronous on
 * purpose: the fixture servers answer from the test's own event loop.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { ThrowawayCa } from './throwaway-ca';

const ROOT = path.resolve(__dirname, '..', '..');

export interface ToolRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout and stderr as they came, interleaved. */
  output: string;
}

export interface RunToolOptions {
  /** The throwaway CA the command trusts besides Node's own store. */
  ca: Pick<ThrowawayCa, 'caFile'>;
  /** Sends Ctrl-C (SIGINT), once, as soon as what the command wrote to stderr so far satisfies this. */
  interruptWhen?: (stderr: string) => boolean;
}

/** Runs `script` (a path from the project root, such as `scripts/data-fetch.ts`) with `args`; resolves when it has ended. */
export function runTool(script: string, args: readonly string[], options: RunToolOptions): Promise<ToolRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, script), ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        CI: '1',
        NODE_EXTRA_CA_CERTS: options.ca.caFile,
        NODE_OPTIONS: `--require ${path.join(ROOT, 'tests', 'support', 'resolve-test-hosts.cjs')}`,
      },
    });
    const run: ToolRun = { code: null, stdout: '', stderr: '', output: '' };
    let interrupted = false;
    child.stdout.on('data', (chunk: Buffer) => {
      run.stdout += chunk.toString();
      run.output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      run.stderr += chunk.toString();
      run.output += chunk.toString();
      if (options.interruptWhen && !interrupted && options.interruptWhen(run.stderr)) {
        interrupted = true;
        child.kill('SIGINT');
      }
    });
    child.on('close', (code) => resolve({ ...run, code }));
  });
}
