/**
 * Test-only preload (NODE_OPTIONS=--require …/slow-temp-writes.cjs), never loaded by the commands
 * themselves: it makes the writes into an atomic write's temporary file (a name holding
 * '.partial-', src/lib/node/atomic-write.ts) slow, as on a slow or busy disk, so that a test can
 * interrupt a real command while a sheet is being written. Each write call writes a twentieth of
 * the bytes after a 100 ms stall; nothing else about the command changes.
 */
const fs = require('node:fs');
const { syncBuiltinESMExports } = require('node:module');

const slow = new Set();
const realOpenSync = fs.openSync;
const realCloseSync = fs.closeSync;
const realWriteSync = fs.writeSync;
const stall = new Int32Array(new SharedArrayBuffer(4));

fs.openSync = function openSync(file, ...rest) {
  const fd = realOpenSync.call(fs, file, ...rest);
  if (String(file).includes('.partial-')) slow.add(fd);
  return fd;
};
fs.closeSync = function closeSync(fd) {
  slow.delete(fd);
  return realCloseSync.call(fs, fd);
};
fs.writeSync = function writeSync(fd, buffer, offset, length, ...rest) {
  if (!slow.has(fd) || typeof buffer === 'string' || typeof length !== 'number') return realWriteSync.call(fs, fd, buffer, offset, length, ...rest);
  Atomics.wait(stall, 0, 0, 100);
  return realWriteSync.call(fs, fd, buffer, offset, Math.max(1, Math.min(length, Math.ceil(buffer.length / 20))), ...rest);
};
syncBuiltinESMExports();
