import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { chromiumPath } from './lighthouse-runner';

/** How, where and under what load a suite's figures were taken: the head of its section. */
export interface RunMeta {
  command: string;
  commit: string;
  date: string;
  loadAtStart: string;
  loadAtEnd: string;
  machine: string;
}

export interface MachineInfo {
  cores: number;
  cpu: string;
  memoryGiB: number;
  node: string;
  chromium: string;
  lighthouse: string;
  date: string;
}

/** What the figures were measured on, for the report's Machine line. */
export function machineInfo(): MachineInfo {
  let chromium = 'unknown';
  try {
    chromium = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    /* reported as unknown */
  }
  const lighthouse = (JSON.parse(readFileSync(require.resolve('lighthouse/package.json'), 'utf8')) as { version: string }).version;
  return {
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: os.totalmem() / 2 ** 30,
    node: process.version,
    chromium,
    lighthouse,
    date: new Date().toISOString(),
  };
}

/** The one line every suite prints first: cores, CPU, memory and Node. */
export const machineLine = (): string =>
  `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, node ${process.version}`;

/** The 1, 5 and 15 minute load averages, read the same way by every suite. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

/** The checkout's commit (short), with " + changes" when the working tree differs from it; 'unknown' outside git. */
export function gitCommit(root: string): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${commit} + uncommitted changes` : commit;
  } catch {
    return 'unknown';
  }
}
