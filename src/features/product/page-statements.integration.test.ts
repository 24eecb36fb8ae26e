import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { countedShop } from '../../../tests/support/counted-shop';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { urls } from '../../lib/urls';

describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))('product page statements on %s', (_name, kind) => {
  let shop: Awaited<ReturnType<typeof countedShop>>;
  beforeAll(async () => void (shop = await countedShop(kind)));
  afterAll(() => shop?.close());
  const sqlOf = async (slug: string) => (await shop.statementsOf(urls.product(slug))).map((q) => q.sql);

  it('prints', async () => {
    for (const slug of [demoFacts.simpleProductSlug, demoFacts.colourSwatchProductSlug, demoFacts.manyVariationsSlug]) {
      const seen = await sqlOf(slug);
      console.log(slug, seen.length, '\n' + seen.map((s) => s.slice(0, 150)).join('\n'));
    }
  });
});
