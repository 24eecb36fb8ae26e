import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countedShop } from '../../../tests/support/counted-shop';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { urls } from '../../lib/urls';

// Decision 048, part D: what the home page and a listing ask the database, memories warm. Raise only with a reason.
// A category's page first asks whether positions a deep page numbered are still current (decision 019).
const most = { home: 1, shop: 2, category: 3 };

describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))('home and listing statements on %s', (_name, kind) => {
  let shop: Awaited<ReturnType<typeof countedShop>>;
  beforeAll(async () => void (shop = await countedShop(kind)));
  afterAll(() => shop?.close());
  const check = async (path: string, limit: number) => {
    const seen = (await shop.statementsOf(path)).map((q) => q.sql);
    expect(new Set(seen).size, 'a statement twice: one per card or per image').toBe(seen.length);
    expect(seen.length, seen.join('\n')).toBeLessThanOrEqual(limit);
  };

  it(`issue 10 target 2: the home page runs at most ${most.home} statements, its cards in one`, () => check(urls.home(), most.home));
  it(`issue 10 target 2: the shop page runs at most ${most.shop} statements`, () => check(urls.shop(), most.shop));
  it(`issue 10 target 2: a category page runs at most ${most.category} statements`, () => check(urls.category(demoFacts.categorySlugs.women), most.category));
});
