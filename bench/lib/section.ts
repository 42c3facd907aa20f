import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { format } from 'node:util';
import { writeFileAtomic } from '../../src/lib/node/atomic-write';
import { fencedBlock, replaceSuiteSection } from './markdown';
import { HEAD } from './report';
import { gitCommit, loadAverage, machineLine } from './machine';

/** What a suite printed, with how, where and under what load: its section of BENCHMARKS.md. */
export interface SuiteRun {
  suite: string;
  args: readonly string[];
  machine: string;
  commit: string;
  date: string;
  loadAtStart: string;
  loadAtEnd: string;
  printed: readonly string[];
}

/** The heading of a suite's own section; the suite rewrites only the section under it. */
export const suiteHeading = (suite: string): string => `${suite} (npm run bench -- ${suite})`;

/** One format for every suite that does not write its own tables. */
export function suiteSection(run: SuiteRun): string {
  const command = ['npm run bench --', run.suite, ...run.args].join(' ');
  return [
    `## ${suiteHeading(run.suite)}`,
    '',
    `Command: \`${command}\`. Machine: ${run.machine}. Date ${run.date.slice(0, 16).replace('T', ' ')} UTC, commit ${run.commit}.`,
    `Load average (1/5/15 min) ${run.loadAtStart} at the start, ${run.loadAtEnd} at the end. Rewritten by each run of the suite`,
    '(`--no-write` prints only); what it printed:',
    '',
    // eslint-disable-next-line no-control-regex -- terminal colour codes are not part of the figures
    ...fencedBlock(run.printed.map((line) => line.replace(/\u001b\[[0-9;]*m/g, ''))),
    '',
  ].join('\n');
}

/** Runs `task` printing as usual, and gives back what it printed to stdout with the load around it. */
export async function recordRun(suite: string, args: readonly string[], root: string, task: () => Promise<void> | void): Promise<SuiteRun> {
  const printed: string[] = [];
  const original = console.log;
  const loadAtStart = loadAverage();
  const date = new Date().toISOString();
  console.log = (...values: unknown[]) => {
    printed.push(...format(...values).split('\n'));
    original(...values);
  };
  try {
    await task();
  } finally {
    console.log = original;
  }
  return { suite, args, machine: machineLine(), commit: gitCommit(root), date, loadAtStart, loadAtEnd: loadAverage(), printed };
}

/**
 * BENCHMARKS.md with `suite`'s one section replaced by `section` where it stands (added at the end
 * the first time); the file holds the current figures, one section per suite, and git keeps the earlier ones.
 */
export function writeSuiteSection(root: string, suite: string, section: string): void {
  const file = path.join(root, 'BENCHMARKS.md');
  writeFileAtomic(file, replaceSuiteSection(existsSync(file) ? readFileSync(file, 'utf8') : '', suite, section, HEAD));
}

/**
 * What a suite with its own tables does at the end: the raw figures to reports/<suite>.json, the
 * section printed and, unless --no-write, its section of BENCHMARKS.md rewritten.
 */
export function writeFigures(root: string, suite: string, raw: unknown, section: string, write: boolean, log: (message: string) => void): void {
  mkdirSync(path.join(root, 'reports'), { recursive: true });
  writeFileAtomic(path.join(root, 'reports', `${suite}.json`), `${JSON.stringify(raw, null, 2)}\n`);
  console.log(section);
  if (!write) return;
  writeSuiteSection(root, suite, section);
  log(`wrote its section of BENCHMARKS.md and reports/${suite}.json`);
}
