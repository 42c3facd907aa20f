/**
 * The one way the commands and the build write a file: an interrupted or killed command leaves the old file
 * or the new one, never half of one, and no temporary file beside it.
 *
 * The bytes go to a hidden temporary file in the same folder (`.<name>.partial-<pid>-<hex>`),
 * are flushed to disk, and the temporary file is renamed over the target; the folder is then
 * flushed too, so the rename survives a power cut where the system allows it.
 *
 * The commands run as `node --import tsx scripts/…` (package.json), not through the `tsx` command:
 * `tsx` runs the script in a second process and, when that process does not answer a relayed
 * Ctrl-C within 30 ms (it cannot while a synchronous write runs), kills it with SIGKILL, which no
 * listener can see, and the temporary file stayed in data/ (issue 29). A run killed outright all
 * the same (SIGKILL, a power cut) leaves one; the next write of that file removes it
 * (removeLeftoversOf), and data:fetch sweeps its folders at the start (removeLeftoverTempFiles).
 *
 * Ctrl-C or SIGTERM during a write: while a write is in progress the process listens for
 * SIGINT, SIGTERM and SIGHUP, so the signal waits until the write is done (or undone) instead of
 * ending the process between the first byte and the rename. The listener then steps aside and
 * sends the signal again, so the process ends exactly as it would have: a command with its own
 * handler (data:fetch saves its progress) still gets it, and the signal is never swallowed.
 *
 * Why not the `write-file-atomic` package (npm's own, 8.0.0 checked): its sync write removes its
 * signal listener as soon as the write returns, so a Ctrl-C that arrives during the write is
 * dropped and the command runs on (tried: the child exits 0 after SIGTERM); it does not flush
 * the folder; and its temporary names (`<name>.<number>`) cannot be told apart from real files,
 * so the leftovers of a SIGKILL cannot be swept (removeLeftoverTempFiles below).
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Part of every temporary file's name; a file whose name holds it is a leftover of a killed run. */
export const TEMP_MARK = '.partial-';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const inFlight = new Set<string>();
let guarding = false;

function onSignal(signal: NodeJS.Signals): void {
  for (const temporary of inFlight) rmSync(temporary, { force: true });
  inFlight.clear();
  for (const name of SIGNALS) process.removeListener(name, onSignal);
  guarding = false;
  // Nobody else listens: the signal's own default (ending the process) applies, as without us.
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

/**
 * Node delivers a signal to a listener only between two pieces of synchronous work, so a listener
 * must still be there after the write returns; it stays until a signal comes.
 */
function guardSignals(): void {
  if (guarding) return;
  guarding = true;
  for (const name of SIGNALS) process.on(name, onSignal);
}

export interface AtomicWriteOptions {
  /**
   * Flush the file and its folder to disk before returning (the default). Pass false only for a
   * file that is checked on every read, such as a cached image named and verified by its sha256
   * (after a power cut it is fetched again rather than trusted), or for build output that the next
   * build makes again; flushing costs about 14 ms a file here (measured in git history of BENCHMARKS.md, "One atomic write").
   */
  flush?: boolean;
}

export function writeFileAtomic(filePath: string, data: string | Uint8Array, options: AtomicWriteOptions = {}): void {
  const flush = options.flush ?? true;
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  const directory = path.dirname(filePath);
  mkdirSync(directory, { recursive: true });
  const temporary = path.join(directory, `.${path.basename(filePath)}${TEMP_MARK}${process.pid}-${randomBytes(4).toString('hex')}`);
  guardSignals();
  inFlight.add(temporary);
  try {
    const handle = openSync(temporary, 'w');
    try {
      let written = 0;
      while (written < bytes.length) written += writeSync(handle, bytes, written, bytes.length - written);
      if (flush) fsyncSync(handle);
    } finally {
      closeSync(handle);
    }
    renameSync(temporary, filePath);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  } finally {
    inFlight.delete(temporary);
  }
  if (flush) flushFolder(directory);
}

/** The rename itself is made durable where the system allows a folder to be flushed. */
function flushFolder(directory: string): void {
  try {
    const folder = openSync(directory, 'r');
    try {
      fsyncSync(folder);
    } finally {
      closeSync(folder);
    }
  } catch {
    // Not every system can open a folder for flushing (Windows); the file itself is on disk.
  }
}

/** Whether the process that wrote a temporary file (the pid in its name) still runs; unknown counts as running. */
function writerRuns(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/**
 * Removes the temporary files of `filePath` (`.<name>.partial-<pid>-<hex>`) whose writer no longer
 * runs: the leftovers of a run that was killed outright (SIGKILL, a power cut, a CI runner gone),
 * which no signal listener could clean. A temporary file of a writer that still runs (another
 * command writing the same file now) is left to it. Returns how many were removed.
 */
export function removeLeftoversOf(filePath: string): number {
  const prefix = `.${path.basename(filePath)}${TEMP_MARK}`;
  const folder = path.dirname(filePath);
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(/^(\d+)-/.exec(name.slice(prefix.length))?.[1]);
    if (!Number.isSafeInteger(pid) || pid <= 0 || writerRuns(pid)) continue;
    rmSync(path.join(folder, name), { force: true });
    removed++;
  }
  return removed;
}

/** Removes the temporary files a killed run (SIGKILL, power cut) left in a folder; returns how many. */
export function removeLeftoverTempFiles(folder: string): number {
  let removed = 0;
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return 0;
  }
  for (const name of names) {
    if (!name.includes(TEMP_MARK)) continue;
    rmSync(path.join(folder, name), { force: true });
    removed++;
  }
  return removed;
}
