import type { Context, Next } from 'hono';
import { z } from 'zod';
import * as vi from '../../lib/messages/index';
import { parseWholeNumber } from '../../lib/request-numbers';
import { renderPage } from '../../server/render.server';
import type { AppEnv } from '../../server/shop.server';
import { listingCardExtras } from '../listings/index.server';
import { SearchResults } from './page.server';
import { searchResults } from './service.server';
import { maxQueryLength } from './suggestion';

const input = z.object({
  s: z.string().max(maxQueryLength * 5),
  product_cat: z.string().trim().max(200).catch(''),
});

/** `/?s=…`: the results page of a submitted search; without `s` the home page answers. */
export async function resultsRoute(c: Context<AppEnv>, next: Next) {
  const raw = c.req.query('s');
  if (raw === undefined) return next();
  const parsed = input.safeParse({ s: raw, product_cat: c.req.query('product_cat') ?? '' });
  const text = parsed.success ? parsed.data.s.trim() : '';
  const category = parsed.success ? parsed.data.product_cat : '';
  const page = (parsed.success && parseWholeNumber(c.req.query('paged'), { min: 1, max: 100_000 })) || 1;
  const settings = await c.get('deps').settings();
  const results = text
    ? await searchResults(c.get('deps').database.db, { text, category }, page, settings.listings.productsPerPage)
    : { cards: [], total: 0, page, pageCount: 0 };
  const cardExtras = await listingCardExtras(c, results.cards);
  const beyondLastPage = page > 1 && page > results.pageCount;
  return renderPage(
    c,
    {
      title: `${vi.search.resultsTitle(text)} – ${vi.common.siteName}`,
      bodyClass: 'search search-results woocommerce',
      noindex: true,
      status: parsed.success && !beyondLastPage ? 200 : parsed.success ? 404 : 400,
    },
    <SearchResults text={text} category={category} results={results} perPage={settings.listings.productsPerPage} cardExtras={cardExtras} />,
  );
}
