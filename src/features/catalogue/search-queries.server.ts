import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/index.server';
import type { Schema } from '../../db/schema';

/** What a search looks for: folded words that must all occur, optionally within some categories. */
export interface ProductMatch {
  words: string[];
  /** The folded query as typed; names that start with it rank first. */
  phrase: string;
  categoryIds?: number[];
}

// The shopper's text goes into LIKE patterns; its own wildcards must match literally.
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => '\\' + ch);
}

function contains(word: string) {
  return sql<SqlBool>`search_text like ${'%' + escapeLike(word) + '%'} escape '\\'`;
}

function matching(eb: ExpressionBuilder<Schema, 'products'>, match: ProductMatch) {
  const conditions: Expression<SqlBool>[] = [
    eb('status', '=', 'publish'),
    eb('type', 'in', ['simple', 'variable']),
    ...match.words.map(contains),
  ];
  if (match.categoryIds) {
    conditions.push(
      eb('id', 'in', eb.selectFrom('product_categories').select('product_id').where('category_id', 'in', match.categoryIds)),
    );
  }
  return eb.and(conditions);
}

/** Ids of matching products: names starting with the query first, then best sellers, then oldest. */
export async function findProductIds(db: Db, match: ProductMatch, limit: number, offset = 0): Promise<number[]> {
  const startsWith = sql<number>`case when search_text like ${escapeLike(match.phrase) + '%'} escape '\\' then 0 else 1 end`;
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where((eb) => matching(eb, match))
    .orderBy(startsWith)
    .orderBy('total_sales', 'desc')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => r.id);
}

export async function countProducts(db: Db, match: ProductMatch): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll().as('count'))
    .where((eb) => matching(eb, match))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
