import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import { cms } from '../../lib/contract-names';
import * as vi from '../../lib/messages/index';
import { linkedPath, urls } from '../../lib/urls';
import { oneLine } from '../../lib/visible-text';
import { Price } from '../../ui/price';
import type { Db } from '../../db/index.server';
import type { ProductCardData } from '../catalogue/index';
import { warmSearchOnEachConnection } from '../catalogue/index.server';
import { imageUrl } from '../media/index';
import { log } from '../../server/log.server';
import type { ActionHandler } from '../../server/shop.server';
import { suggestProducts } from './service.server';
import { suggestionsUrl } from './live-search';
import { maxQueryLength, minQueryLength, type Suggestion } from './suggestion';

const input = z.object({
  // Zero-width, right-to-left and control characters pasted along count neither as letters nor against a match.
  query: z.string().transform(oneLine).pipe(z.string().min(minQueryLength).max(maxQueryLength)),
  product_cat: z.string().trim().max(200).default(''),
});

// A card is the same object until its product changes (decision 070), so its price is drawn once, not per search.
const prices = new WeakMap<ProductCardData, string>();

function cardPrice(card: ProductCardData): string {
  let markup = prices.get(card);
  if (markup === undefined) {
    const price =
      card.type === 'variable' ? (
        <Price min={card.minPrice ?? undefined} max={card.maxPrice ?? undefined} />
      ) : (
        <Price regular={card.regularPrice} sale={card.salePrice} />
      );
    prices.set(card, (markup = renderToStaticMarkup(price)));
  }
  return markup;
}

function toSuggestion(card: ProductCardData): Suggestion {
  return {
    type: 'Product',
    id: card.id,
    value: card.name,
    url: linkedPath(urls.product(card.slug)),
    ...(card.image ? { img: imageUrl(card.image.id, 100) } : {}),
    price: cardPrice(card),
  };
}

// Spec 3.6: the 'nothing found' line is id -1 and does not navigate.
const nothingFound: Suggestion = { id: -1, value: vi.search.noResults, url: '' };

/** `flatsome_ajax_search_products` (spec 7.4): suggestions for `query`, optionally within `product_cat`. */
export const searchProductsAction: ActionHandler = async (params, c) => {
  const parsed = input.safeParse({ query: params.get('query') ?? '', product_cat: params.get('product_cat') ?? undefined });
  // Spec 5.6: fewer than 3 characters (or an absurdly long query) asks for nothing.
  if (!parsed.success) return c.json({ suggestions: [] });
  const cards = await suggestProducts(c.get('deps').database.db, { text: parsed.data.query, category: parsed.data.product_cat });
  return c.json({ suggestions: cards.length ? cards.map(toSuggestion) : [nothingFound] });
};

// A word of two letters (the walk), a phrase (names starting with it) and a word no product holds (the index).
const warmingSearches = ['ao', 'ao so mi', 'zqxzqz'];

/** One live search as the browser asks it, for a process to answer before it listens (decision 073). */
export const warmingSuggestionsPath = suggestionsUrl(cms.ajaxPath, warmingSearches[1]!, '');

/**
 * Answers a few live searches before the shop listens, and on PostgreSQL has every connection run each kind of search
 * before its first use: a process's first searches ran their code for the first time (8 ms for the first at 100k) and a
 * connection's compiled the search functions (5 ms), which made the first search of each kind the slowest (decision 051).
 */
export async function warmLiveSearch(db: Db): Promise<void> {
  warmSearchOnEachConnection(db);
  try {
    for (const text of warmingSearches) (await suggestProducts(db, { text, category: '' })).map(toSuggestion);
  } catch (error) {
    log.warn('warning', { message: `the live search was not warmed: ${String(error)}` }); // only its first searches stay slower
  }
}
