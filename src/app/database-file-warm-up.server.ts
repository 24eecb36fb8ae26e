import { open } from 'node:fs/promises';
import { totalmem } from 'node:os';
import { log } from '../server/log.server';

// A file larger than this share of the machine's memory is left on disk: reading it would push out what others keep.
const shareOfMemory = 0.25;
const chunkBytes = 1 << 20;

/**
 * Reads a SQLite file once from start to end, a megabyte at a time on libuv's threads, so that the operating system
 * holds it in its cache. Answers the bytes read: 0 when the file is over `budget`.
 */
export async function readIntoOsCache(path: string, budget = totalmem() * shareOfMemory): Promise<number> {
  const file = await open(path, 'r');
  try {
    if ((await file.stat()).size > budget) return 0;
    const buffer = Buffer.allocUnsafe(chunkBytes);
    let read = 0;
    for (;;) {
      const { bytesRead } = await file.read(buffer, 0, chunkBytes, read);
      if (bytesRead === 0) return read;
      read += bytesRead;
    }
  } finally {
    await file.close();
  }
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
