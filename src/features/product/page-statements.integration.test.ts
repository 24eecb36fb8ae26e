import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countedShop } from '../../../tests/support/counted-shop';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { urls } from '../../lib/urls';

// Decision 048, part D: what a product page asks the database, memories warm. Raise these only with a reason.
const most = { simple: 4, variable: 5 };

describe.each(testDatabases.map((d) => [d.name, d] as [string, TestDatabase]))('product page statements on %s', (_name, kind) => {
  let shop: Awaited<ReturnType<typeof countedShop>>;
  beforeAll(async () => void (shop = await countedShop(kind)));
  afterAll(() => shop?.close());
  const statementsOf = async (slug: string) => (await shop.statementsOf(urls.product(slug))).map((q) => q.sql);
  // The same SQL text twice means a statement per card, per variation, per image or per contact form.
  const repeated = (texts: string[]) => texts.filter((sql, i) => texts.indexOf(sql) !== i);
  const cardsOnPage = (html: string) => html.split('<section class="related products">')[1]?.split('class="product-small box"').length ?? 1;

  it(`issue 10 target 2: a simple product's page runs at most ${most.simple} statements, none per related card`, async () => {
    const html = await shop.get(urls.product(demoFacts.simpleProductSlug));
    expect(cardsOnPage(html) - 1).toBeGreaterThan(1);
    const seen = await statementsOf(demoFacts.simpleProductSlug);
    expect(repeated(seen)).toEqual([]);
    expect(seen.length, seen.join('\n')).toBeLessThanOrEqual(most.simple);
  });

  it(`issue 10 target 2: a variable product's page runs at most ${most.variable} statements, as many for 36 variations as for a few`, async () => {
    const few = await statementsOf(demoFacts.colourSwatchProductSlug);
    const many = await statementsOf(demoFacts.manyVariationsSlug);
    expect(repeated(few)).toEqual([]);
    expect(repeated(many)).toEqual([]);
    expect(few.length, few.join('\n')).toBeLessThanOrEqual(most.variable);
    expect(many.length, many.join('\n')).toBe(few.length);
  });
});
