import { sql, type Kysely, type Migration } from 'kysely';

// The names settings were stored under before they took the spec's snake_case spelling, frozen as they were.
const renamed: [before: string, after: string][] = [
  ['searchResultLatency', 'search_result_latency'],
  ['productsPerPage', 'products_per_page'],
  ['swatchStockThreshold', 'swatch_stock_threshold'],
  ['isMiniCartReveal', 'is_mini_cart_reveal'],
  ['cartRedirectAfterAdd', 'cart_redirect_after_add'],
  ['reviewRatingRequired', 'review_rating_required'],
  ['headerHideOnScroll', 'header_hide_on_scroll'],
  ['storeNotice', 'store_notice'],
  ['storeNoticeId', 'store_notice_id'],
];

/**
 * Settings rows keep one naming style, the spec's and the ecosystem's snake_case. A running shop's rows under the
 * old camelCase names take the new names; where a row under the new name exists already, it wins.
 */
export function settingsNamesMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      for (const [before, after] of renamed) {
        await sql`update settings set name = ${after} where name = ${before} and not exists (select 1 from settings s where s.name = ${after})`.execute(db);
        await db.deleteFrom('settings').where('name', '=', before).execute();
      }
    },
  };
}
