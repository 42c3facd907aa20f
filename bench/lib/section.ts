import { format } from 'node:util';
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
    '```text',
    // eslint-disable-next-line no-control-regex -- terminal colour codes are not part of the figures
    ...run.printed.map((line) => line.replace(/\u001b\[[0-9;]*m/g, '')),
    '```',
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
