import type { Context, Next } from 'hono';
import { z } from 'zod';
import * as vi from '../../lib/messages/index';
import { parsePageNumber } from '../../lib/request-numbers';
import { oneLine } from '../../lib/visible-text';
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

const pageNumberAsLinked = /^[1-9][0-9]*$/;

/** `/?s=…`: the results page of a submitted search; without `s` the home page answers. */
export async function resultsRoute(c: Context<AppEnv>, next: Next) {
  const raw = c.req.query('s');
  if (raw === undefined) return next();
  const parsed = input.safeParse({ s: raw, product_cat: c.req.query('product_cat') ?? '' });
  // Zero-width, right-to-left and control characters pasted along are no part of what the shopper looks for.
  const text = parsed.success ? oneLine(parsed.data.s) : '';
  const category = parsed.success ? parsed.data.product_cat : '';
  const paged = c.req.query('paged');
  // A `paged` spelt otherwise than the page links spell it is no page, never page 1 (or 2) again at another address.
  const page = paged ? (pageNumberAsLinked.test(paged) ? parsePageNumber(paged) : undefined) : 1;
  const settings = await c.get('deps').settings();
  const results = text && page
    ? await searchResults(c.get('deps').database.db, { text, category }, page, settings.listings.productsPerPage)
    : { cards: [], total: 0, page: page ?? 1, pageCount: 0 };
  const cardExtras = await listingCardExtras(c, results.cards);
  const beyondLastPage = page === undefined || (page > 1 && page > results.pageCount);
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
