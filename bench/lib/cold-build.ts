import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A cold production build in `root` (its .cache and public removed first), timed in seconds.
 * The build's output goes to a log file in the temporary folder, named in the error if it fails.
 */
export function coldBuild(root: string, label: string, env: Record<string, string> = {}): number {
  rmSync(path.join(root, '.cache'), { recursive: true, force: true });
  rmSync(path.join(root, 'public'), { recursive: true, force: true });
  const logFile = path.join(os.tmpdir(), `padyak-bench-build-${label}.log`);
  const started = process.hrtime.bigint();
  const run = spawnSync('npx', ['gatsby', 'build'], {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: '1', ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  writeFileSync(logFile, `${run.stdout}\n${run.stderr}`);
  if (run.status !== 0) throw new Error(`${label} build failed (exit ${run.status}); see ${logFile}`);
  return seconds;
}
