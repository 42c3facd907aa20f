/**
 * The one atomic write (src/lib/node/atomic-write.ts), seen from the sheet writer every tool
 * uses: a command stopped in the middle of writing a sheet leaves the sheet whole (old or new),
 * no temporary file beside it, and still stops.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs, { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeSheetFile } from '../../../../scripts/support/write-sheet-file';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const OLD = 'name,location\nOld Shop,Makati\n';
// Large enough that the write is a real stream of bytes, not one small block.
const NEW = `name,location\n${'New Shop,Quezon City\n'.repeat(200_000)}`;

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'padyak-atomic-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/**
 * A child process writes NEW over the sheet; its disk "stalls" after half of the bytes (the
 * first write call writes half, says so, and blocks for 1.5 s) and the test sends the signal then.
 */
const CHILD = `
const fs = require('node:fs');
const { writeSheetFile } = require(${JSON.stringify(path.join(ROOT, 'scripts', 'support', 'write-sheet-file.ts'))});
const [target, newText, ownHandler] = process.argv.slice(2);
if (ownHandler === 'yes') process.once('SIGINT', () => { fs.writeSync(1, 'saved progress\\n'); process.exit(130); });
const realWriteSync = fs.writeSync;
let stalled = false;
fs.writeSync = function (fd, buffer, offset, length, ...rest) {
  if (!stalled && fd > 2 && typeof length === 'number' && length > 1) {
    stalled = true;
    const written = realWriteSync.call(fs, fd, buffer, offset, Math.floor(length / 2));
    realWriteSync.call(fs, 1, 'midway\\n');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1500);
    return written;
  }
  return realWriteSync.apply(fs, [fd, buffer, offset, length, ...rest]);
};
writeSheetFile(target, Buffer.from(fs.readFileSync(newText, 'utf8')));
setTimeout(() => fs.writeSync(1, 'carried on\\n'), 1000);
`;

function stopMidWrite(signal: NodeJS.Signals, ownHandler = false): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string }> {
  const sheet = path.join(folder, 'shops.csv');
  writeFileSync(sheet, OLD);
  const work = mkdtempSync(path.join(os.tmpdir(), 'padyak-atomic-child-'));
  writeFileSync(path.join(work, 'child.cjs'), CHILD);
  writeFileSync(path.join(work, 'new.csv'), NEW);
  return new Promise((resolve) => {
    // Node itself with tsx's require hook (not the tsx command, which relays signals to a second process).
    const child = spawn(process.execPath, ['--require', 'tsx/cjs', path.join(work, 'child.cjs'), sheet, path.join(work, 'new.csv'), ownHandler ? 'yes' : 'no'], {
      cwd: ROOT,
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('midway') && !child.killed) child.kill(signal);
    });
    child.on('close', (code, endedBy) => {
      rmSync(work, { recursive: true, force: true });
      resolve({ code, signal: endedBy, stdout });
    });
  });
}

function sheetIsWhole(): { whole: boolean; length: number } {
  const text = readFileSync(path.join(folder, 'shops.csv'), 'utf8');
  return { whole: text === OLD || text === NEW, length: text.length };
}

describe('a sheet write stopped half way', () => {
  test.each(['SIGTERM', 'SIGINT'] as const)(
    '%s leaves the sheet whole, no temporary file, and the command still stops',
    async (signal) => {
      const run = await stopMidWrite(signal);
      expect(run.stdout).toContain('midway');
      expect(readdirSync(folder)).toEqual(['shops.csv']);
      expect(sheetIsWhole()).toEqual({ whole: true, length: expect.any(Number) });
      // The signal is not swallowed: the command ends by it and does not carry on.
      expect(run.signal).toBe(signal);
      expect(run.stdout).not.toContain('carried on');
    },
    30_000,
  );

  test('a command with its own Ctrl-C handler (data:fetch saves its progress) still gets the signal, once', async () => {
    const run = await stopMidWrite('SIGINT', true);
    expect(run.code).toBe(130);
    expect(run.stdout.match(/saved progress/g)).toEqual(['saved progress']);
    expect(readdirSync(folder)).toEqual(['shops.csv']);
    expect(sheetIsWhole().whole).toBe(true);
  }, 30_000);

  test('the next write of a sheet removes the temporary files a killed run left beside it, not those of a writer still running', () => {
    const sheet = path.join(folder, 'shops.csv');
    writeFileSync(sheet, OLD);
    // A process that has ended: its pid names a run killed outright (SIGKILL, power cut).
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    const killedRun = `.shops.csv.partial-${ended}-0a1b2c3d`;
    const stillWriting = `.shops.csv.partial-${process.pid}-4e5f6a7b`;
    const otherSheet = `.brands.csv.partial-${ended}-8c9d0e1f`;
    for (const name of [killedRun, stillWriting, otherSheet]) writeFileSync(path.join(folder, name), 'half');

    writeSheetFile(sheet, Buffer.from('name,location\nNew Shop,Quezon City\n'));

    expect(readdirSync(folder).sort()).toEqual([otherSheet, stillWriting, 'shops.csv'].sort());
    expect(readFileSync(sheet, 'utf8')).toBe('name,location\nNew Shop,Quezon City\n');
  });

  test('a write that fails half way (disk full) keeps the old sheet and leaves no temporary file', () => {
    const sheet = path.join(folder, 'shops.csv');
    writeFileSync(sheet, OLD);
    const realWriteSync = fs.writeSync;
    let calls = 0;
    const spy = jest.spyOn(fs, 'writeSync').mockImplementation(((fd: number, buffer: Uint8Array, offset: number, length: number) => {
      calls++;
      if (calls > 1) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      return realWriteSync(fd, buffer, offset, Math.floor(length / 2));
    }) as typeof fs.writeSync);
    try {
      expect(() => writeSheetFile(sheet, Buffer.from(NEW))).toThrow(/ENOSPC/);
    } finally {
      spy.mockRestore();
    }
    expect(readFileSync(sheet, 'utf8')).toBe(OLD);
    expect(readdirSync(folder)).toEqual(['shops.csv']);
  });
});
