import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../tests/support/databases';
import { dialectOf, isOneOf } from './id-list.server';
import type { Database } from './index.server';

describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))('id lists on %s', (name, kind) => {
  let database: Database & { dataDir: string };
  beforeAll(async () => {
    database = await kind.open();
    await database.db.insertInto('images').values([1, 2, 3, 4, 5].map((n) => ({ file: `${n}.jpg`, width: n, height: n }))).execute();
  });
  afterAll(() => database?.close());

  const query = (ids: number[]) => database.db.selectFrom('images').select('width').where(isOneOf(database.db, 'id', ids)).orderBy('width');
  const widths = async (ids: number[]) => (await query(ids).execute()).map((r) => r.width);

  it('issue 10: knows its dialect', () => {
    expect(dialectOf(database.db)).toBe(name);
  });

  it('issue 10: a list of any length is one parameter, so one SQL text and one compiled statement', async () => {
    const [one, three] = [query([1]).compile(), query([1, 2, 3]).compile()];
    expect(one.sql).toBe(three.sql);
    expect(three.parameters).toHaveLength(1);
    const ids = (await database.db.selectFrom('images').select('id').orderBy('id').execute()).map((r) => r.id);
    expect(await widths([ids[0]!, ids[2]!, ids[4]!])).toEqual([1, 3, 5]);
    expect(await widths([ids[1]!])).toEqual([2]);
    expect(await widths([])).toEqual([]);
    expect(await widths([ids[3]!, ids[3]!, 999_999])).toEqual([4]);
  });
});
