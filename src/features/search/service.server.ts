import type { Db } from '../../db/index.server';
import { foldVietnamese } from '../../lib/fold.server';
import { loadProductCards } from '../catalogue/index.server';
import type { ProductCardData } from '../catalogue/index';
import { withDescendants } from '../catalogue/index';
import { loadCategories } from '../catalogue/index.server';
import { countProducts, findProductIds, type ProductMatch } from '../catalogue/index.server';

// More words than this add nothing a shopper means and only slow the query down.
const maxWords = 8;
export const suggestionLimit = 10;
// Suggestions for words that cannot be looked up come from this many best sellers (decision 051); the results page
// reads them all.
const suggestedFromBestSellers = 1000;

export interface SearchRequest {
  text: string;
  /** Category slug; empty means every category. */
  category: string;
}

/** The folded words of the text and the category ids to search in; undefined when nothing can match. */
async function toMatch(db: Db, request: SearchRequest): Promise<ProductMatch | undefined> {
  const phrase = foldVietnamese(request.text);
  // A word without a letter or digit ('-', '…') is in every SKU or none: it is looked for by no one.
  const words = [...new Set(phrase.split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word)))].slice(0, maxWords);
  if (words.length === 0) return undefined;
  if (!request.category) return { words, phrase };
  const categories = await loadCategories(db);
  const root = categories.find((c) => c.slug === request.category);
  return root ? { words, phrase, categoryIds: withDescendants(root.id, categories) } : undefined;
}

/** Spec 2.9: the products the live search suggests, best first. */
export async function suggestProducts(db: Db, request: SearchRequest): Promise<ProductCardData[]> {
  const match = await toMatch(db, request);
  if (!match) return [];
  return loadProductCards(db, await findProductIds(db, match, suggestionLimit, 0, suggestedFromBestSellers));
}

export interface ResultsPage {
  cards: ProductCardData[];
  total: number;
  page: number;
  pageCount: number;
}

/** One page of the results page's products and how many there are in all. */
export async function searchResults(db: Db, request: SearchRequest, page: number, perPage: number): Promise<ResultsPage> {
  const match = await toMatch(db, request);
  if (!match) return { cards: [], total: 0, page, pageCount: 0 };
  const offset = (page - 1) * perPage;
  // Page 1 is asked with its count; a later page only once the count says it is there, so a made-up
  // `paged=999999` never has the database walk the shop to its offset.
  const [total, found] =
    page === 1
      ? await Promise.all([countProducts(db, match), findProductIds(db, match, perPage, 0)])
      : await countProducts(db, match).then(async (n) => [n, offset < n ? await findProductIds(db, match, perPage, offset) : []] as const);
  return { cards: await loadProductCards(db, found), total, page, pageCount: Math.ceil(total / perPage) };
}
