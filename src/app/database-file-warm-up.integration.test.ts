import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../tests/support/databases';
import { readIntoOsCache } from './database-file-warm-up.server';

// The POSIX locks this process holds on the file, from the kernel's list (`/proc/locks`: pid, then major:minor:inode).
function locksHeldOn(path: string): number {
  const inode = `:${statSync(path).ino} `;
  return readFileSync('/proc/locks', 'utf8').split('\n').filter((line) => line.includes(` ${process.pid} `) && line.includes(inode)).length;
}

describe.runIf(process.platform === 'linux')('reading the database file ahead, beside the shop’s own connection', () => {
  // Without them, another program that opens the database (`sqlite3 shop.db`, a backup) takes itself for its last user
  // when it closes, checkpoints and deletes the write-ahead log the shop goes on writing to: orders lost at the next stop.
  it('decision 074: leaves the locks SQLite holds on the file in place', async () => {
    const database = await testDatabases.find((d) => d.name === 'sqlite')!.open();
    const path = join(database.dataDir, 'shop.db');
    try {
      await sql`create table kept (n integer)`.execute(database.db);
      await sql`insert into kept values (1)`.execute(database.db);
      const held = locksHeldOn(path);
      expect(held).toBeGreaterThan(0);
      expect(await readIntoOsCache(path)).toBeGreaterThan(0);
      expect(locksHeldOn(path)).toBe(held);
    } finally {
      await database.close();
    }
  });
});
