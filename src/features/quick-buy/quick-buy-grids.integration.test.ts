import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { urls } from '../../lib/urls';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { openTestShop, setSetting } from '../checkout/checkout-test-support';
import { QuickBuyer } from './quick-buy-test-support';

// Every grid with 'Mua ngay' buttons, besides the shop's listings (quick-buy-page.integration.test.ts).
const grids = [
  ['search results', `/?s=${encodeURIComponent(demoFacts.search.shirtQuery)}&post_type=product`],
  ['home shelves', `${urls.home()}?grid=home`],
  ['related products', `${urls.product(demoFacts.simpleProductSlug)}?grid=related`],
] as const;

/** The page's 'Mua ngay' product ids and its inline blocks' ids, in page order. */
function buttonsAndBlocks(html: string) {
  const ids = [...html.matchAll(/class="button devvn_buy_now" data-id="(\d+)"/g)].map((m) => m[1]);
  const blocks = [...html.matchAll(/<template id="popup_content_(\d+)" class="quick-buy-inline">/g)].map((m) => m[1]);
  return { ids, blocks };
}

describe.each(testDatabases.map((d) => [d.name, d] as const))('inline quick-buy blocks in every grid on %s', (_name, kind) => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  const page = async (path: string, mark: string) => (await new QuickBuyer(shop.app).request(`${path}&inline=${mark}`)).text();

  it.each(grids)('spec 2.4: %s: with fetched popups no card carries a block', async (_grid, path) => {
    const { ids, blocks } = buttonsAndBlocks(await page(path, 'fetched'));
    expect(ids.length).toBeGreaterThan(1);
    expect(blocks).toEqual([]);
  });

  it.each(grids)('spec 2.4: %s: with inline popups each product with a \'Mua ngay\' button has its block once, inside its card', async (_grid, path) => {
    await setSetting(shop.deps.database.db, 'quick_buy_popup', 'inline');
    try {
      const html = await page(path, 'inline');
      const { ids, blocks } = buttonsAndBlocks(html);
      expect(ids.length).toBeGreaterThan(1);
      expect([...blocks].sort()).toEqual([...new Set(ids)].sort());
      // The first card of each product holds its block (so the markup travels with the card).
      const cards = html.split('<li class="product ').slice(1);
      for (const id of new Set(ids)) {
        const first = cards.find((li) => li.includes(`data-id="${id}"`));
        if (first) expect(first.split('</li>')[0], `card ${id}`).toContain(`<template id="popup_content_${id}"`);
      }
    } finally {
      await setSetting(shop.deps.database.db, 'quick_buy_popup', 'fetched');
    }
  });
});
