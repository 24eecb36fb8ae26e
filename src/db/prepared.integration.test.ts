import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../tests/support/databases';
import { isOneOf } from './id-list.server';
import type { Database, Db } from './index.server';
import { prepared, preparedShapes } from './prepared.server';

describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))('prepared statements on %s', (_name, kind) => {
  let database: Database & { dataDir: string };
  let ids: number[];
  beforeAll(async () => {
    database = await kind.open();
    await database.db.insertInto('images').values([1, 2, 3, 4, 5].map((n) => ({ file: `${n}.jpg`, width: n, height: 10 * n }))).execute();
    ids = (await database.db.selectFrom('images').select('id').orderBy('id').execute()).map((r) => r.id);
  });
  afterAll(() => database?.close());

  it('issue 10: built and compiled once, then each call binds its own values, id lists included', async () => {
    let builds = 0;
    const widths = prepared((db: Db, { list, least }: { list: number[]; least: number }) => {
      builds += 1;
      return db.selectFrom('images').select('width').where(isOneOf(db, 'id', list)).where('height', '>=', least).orderBy('width');
    });
    const run = async (list: number[], least: number) => (await widths(database.db, { list, least })).map((r) => r.width);
    expect(await run([ids[0]!, ids[2]!, ids[4]!], 0)).toEqual([1, 3, 5]);
    const afterFirst = builds;
    expect(await run([ids[0]!, ids[2]!, ids[4]!], 30)).toEqual([3, 5]);
    expect(await run([ids[1]!], 0)).toEqual([2]);
    expect(await run([], 0)).toEqual([]);
    expect(builds).toBe(afterFirst);
  });

  it('issue 10: one statement per shape, each with its own values', async () => {
    const page = preparedShapes((db: Db, { limit }: { limit: number }, shape: { direction: 'asc' | 'desc' }) =>
      db.selectFrom('images').select('width').orderBy('width', shape.direction).limit(limit),
    );
    const run = async (direction: 'asc' | 'desc', limit: number) => (await page(database.db, { direction }, { limit })).map((r) => r.width);
    expect(await run('asc', 2)).toEqual([1, 2]);
    expect(await run('desc', 2)).toEqual([5, 4]);
    expect(await run('asc', 3)).toEqual([1, 2, 3]);
    expect(await run('desc', 1)).toEqual([5]);
  });

  it('issue 10: a statement that reads its values while being built is refused, not run wrong', async () => {
    const wrong = prepared((db: Db, { list }: { list: number[] }) => db.selectFrom('images').select('width').where('id', 'in', list.length ? list : [0]));
    await expect(wrong(database.db, { list: [ids[0]!] })).rejects.toThrow(/depends on its values/);
  });
});
