/**
 * Ctrl-C, or a CI run cancelled, while a command writes a sheet (issue 29, item 6). The command
 * runs as `npm run` runs it (package.json's own script line), and the signal goes to its whole
 * process group, as a terminal's Ctrl-C and a CI runner's cancel send it. The write is made slow
 * by a test-only preload (tests/support/slow-temp-writes.cjs), so the signal lands while the
 * temporary file is being written. Before, `tsx` relayed the signal to the process that writes,
 * found it busy and killed it with SIGKILL: the temporary file stayed in the folder.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyCleanData } from '../../../support/fetch-fixtures';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const SLOW_WRITES = path.join(ROOT, 'tests', 'support', 'slow-temp-writes.cjs');
const OVERPASS = path.join(ROOT, 'tests', 'fixtures', 'osm', 'overpass-bike-shops.json');
/** The candidate sheet as an editor left it before the run: what must not be lost. */
const BEFORE = Buffer.from('\uFEFFname,location\r\nAn Earlier Candidate,Makati\r\n', 'utf8');

const folders: string[] = [];
let dataDir: string;
/** What the command writes when nobody stops it. */
let complete: Buffer;

const importOsm = (out: string) => ['run', '--silent', 'import:osm', '--', '--from', OVERPASS, '--data', dataDir, '--out', out];

beforeAll(() => {
  dataDir = copyCleanData();
  folders.push(dataDir);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'padyak-interrupt-ref-'));
  folders.push(folder);
  const run = spawnSync('npm', importOsm(path.join(folder, 'shops-osm.csv')), { cwd: ROOT, encoding: 'utf8' });
  expect(run.status).toBe(0);
  complete = readFileSync(path.join(folder, 'shops-osm.csv'));
  expect(complete.length).toBeGreaterThan(BEFORE.length);
}, 60_000);

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

interface Interrupted {
  signalled: boolean;
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

function groupRuns(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Runs `npm run import:osm` into `sheet`; once its temporary file exists, sends `signal` to its process group. */
function interruptWhileWriting(sheet: string, signal: NodeJS.Signals): Promise<Interrupted> {
  const folder = path.dirname(sheet);
  return new Promise((resolve) => {
    const child = spawn('npm', importOsm(sheet), {
      cwd: ROOT,
      detached: true,
      env: { ...process.env, NODE_OPTIONS: `--require ${SLOW_WRITES}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let signalled = false;
    const watch = setInterval(() => {
      if (signalled || !readdirSync(folder).some((name) => name.includes('.partial-'))) return;
      signalled = true;
      process.kill(-child.pid!, signal);
    }, 5);
    child.on('close', (code, endedBy) => {
      clearInterval(watch);
      // Every process of the run has ended (none writes on after npm has gone).
      const waitForGroup = setInterval(() => {
        if (groupRuns(child.pid!)) return;
        clearInterval(waitForGroup);
        resolve({ signalled, code, signal: endedBy, output });
      }, 20);
    });
  });
}

describe('a command interrupted while it writes a sheet', () => {
  test.each(['SIGINT', 'SIGTERM'] as const)(
    '%s leaves no temporary file beside the sheet, the sheet whole, and the command does not report success',
    async (signal) => {
      const folder = mkdtempSync(path.join(os.tmpdir(), 'padyak-interrupt-'));
      folders.push(folder);
      const sheet = path.join(folder, 'shops-osm.csv');
      writeFileSync(sheet, BEFORE);

      const run = await interruptWhileWriting(sheet, signal);

      expect(run.signalled).toBe(true);
      expect(readdirSync(folder)).toEqual(['shops-osm.csv']);
      // Old or new, never half: the write under way when the signal came is finished, then the
      // command ends by the signal.
      const after = readFileSync(sheet);
      expect(after.equals(BEFORE) || after.equals(complete)).toBe(true);
      expect(run.code === 0 && run.signal === null).toBe(false);
    },
    60_000,
  );
});
