import { execFile } from 'node:child_process';
import { totalmem } from 'node:os';
import { log } from '../server/log.server';

// A file larger than this share of the machine's memory is left on disk: reading it would push out what others keep.
const shareOfMemory = 0.25;

// Run by a child process (`node -e`): it opens the file, reads it a megabyte at a time and prints the bytes read.
const readerScript = `
const fs = require('node:fs');
const [path, budget] = process.argv.slice(1);
const fd = fs.openSync(path, 'r');
let read = 0;
if (fs.fstatSync(fd).size <= Number(budget)) {
  const buffer = Buffer.allocUnsafe(1 << 20);
  for (let n; (n = fs.readSync(fd, buffer, 0, buffer.length, read)) > 0; ) read += n;
}
process.stdout.write(String(read));
`;

/**
 * Reads a SQLite file once from start to end, so that the operating system holds it in its cache. Answers the
 * bytes read: 0 when the file is over `budget`. A child process reads it: closing any descriptor of the file in this
 * process would drop every lock SQLite holds on it (POSIX locks belong to the process), and another program opening
 * the database would then take itself for its last user and delete the write-ahead log the shop still writes to.
 */
export function readIntoOsCache(path: string, budget = totalmem() * shareOfMemory): Promise<number> {
  const { NODE_OPTIONS: _preloads, ...env } = process.env; // nothing the shop's process preloads (a probe) runs there
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['-e', readerScript, path, String(Math.floor(budget))], { env, maxBuffer: 1024 }, (error, stdout) => {
      if (error) reject(error);
      else resolve(Number(stdout));
    });
  });
}

/**
 * On SQLite, starts reading the database file into the OS cache: after a reboot, each page a request read from disk
 * held the event loop, and every request with it (decision 074). Not awaited; the shop serves meanwhile.
 */
export function warmDatabaseFile(databaseUrl: string): void {
  if (!databaseUrl.startsWith('file:') || databaseUrl === 'file::memory:') return;
  const path = databaseUrl.slice('file:'.length);
  const started = performance.now();
  readIntoOsCache(path).then(
    (bytes) => log.info('database-file-read', { path, mb: Math.round(bytes / 2 ** 20), ms: Math.round(performance.now() - started) }),
    (error) => log.warn('warning', { message: `the database file was not read ahead: ${String(error)}` }),
  );
}
