import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readIntoOsCache } from './database-file-warm-up.server';

describe('reading the database file into the OS cache', () => {
  const dir = mkdtempSync(join(tmpdir(), 'file-warm-up-'));
  const path = join(dir, 'shop.db');
  // Two and a half megabytes: whole chunks and a part.
  const size = 2.5 * 2 ** 20 + 17;
  writeFileSync(path, Buffer.alloc(size, 1));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the whole file, to its last byte', async () => {
    expect(await readIntoOsCache(path)).toBe(size);
  });

  it('leaves a file larger than its budget unread', async () => {
    expect(await readIntoOsCache(path, size - 1)).toBe(0);
    expect(await readIntoOsCache(path, size)).toBe(size);
  });

  it('fails for a file that is not there, for its caller to log', async () => {
    await expect(readIntoOsCache(join(dir, 'missing.db'))).rejects.toThrow(/ENOENT/);
  });
});
