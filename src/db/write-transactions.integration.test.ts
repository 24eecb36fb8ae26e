import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../tests/support/databases';

// Another process writing to the same file, as a second worker of WEB_CONCURRENCY would: it waits for the lock.
function otherProcessWrites(path: string): { written: Promise<void>; committed: () => boolean } {
  let done = false;
  const script = `const d = new (require('node:sqlite').DatabaseSync)(process.argv[1]); d.exec('PRAGMA busy_timeout = 5000; insert into kept values (2)'); d.close();`;
  const written = new Promise<void>((resolve, reject) =>
    execFile(process.execPath, ['-e', script, path], (error) => {
      done = true;
      if (error) reject(error);
      else resolve();
    }),
  );
  return { written, committed: () => done };
}

describe('SQLite transactions beside another process', () => {
  it('a transaction that reads, then writes after another process wrote, still commits (no "database is locked")', async () => {
    const database = await testDatabases.find((d) => d.name === 'sqlite')!.open();
    const path = join(database.dataDir, 'shop.db');
    try {
      await sql`create table kept (n integer)`.execute(database.db);
      let other: ReturnType<typeof otherProcessWrites> | undefined;
      await database.db.transaction().execute(async (trx) => {
        await sql`select count(*) from kept`.execute(trx); // what an order reads (stock, prices) before it writes
        other = otherProcessWrites(path);
        // The other process commits at once if this transaction holds no write lock; else it waits for this one.
        for (let waited = 0; !other.committed() && waited < 1500; waited += 50) await new Promise((r) => setTimeout(r, 50));
        await sql`insert into kept values (1)`.execute(trx);
      });
      await other!.written;
      const { rows } = await sql<{ n: number }>`select n from kept order by n`.execute(database.db);
      expect(rows.map((r) => r.n)).toEqual([1, 2]);
    } finally {
      await database.close();
    }
  });
});
