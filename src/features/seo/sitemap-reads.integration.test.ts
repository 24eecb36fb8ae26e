import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countedShop } from '../../../tests/support/counted-shop';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';

// A sitemap reads the whole catalogue (0.4 s for 100,000 products): ten asked at once took ten reads, one after another.
describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))('sitemap reads on %s', (_name, kind) => {
  let shop: Awaited<ReturnType<typeof countedShop>>;
  beforeAll(async () => {
    shop = await countedShop(kind);
  });
  afterAll(() => shop.close());

  it('a sitemap asked for again within seconds is answered from the catalogue read once', async () => {
    expect(await shop.statementsOf('/sitemap.xml')).toEqual([]);
  });
});
