import { sql, type Kysely, type Migration } from 'kysely';

// Spelled exactly as the listing queries spell it, so both databases recognise the partial indexes.
const listedCondition = `status = 'publish' and type in ('simple', 'variable')`;

// One index per listing order, over listed products only: a page is read off the index, and OFFSET skips
// index entries without touching rows (issue 10). Missing prices sort last both ways, hence two price indexes.
const orders: Record<string, string> = {
  products_listed_menu_order: 'menu_order, search_text, id',
  products_listed_popularity: 'total_sales, id',
  products_listed_rating: 'average_rating, rating_count, id',
  products_listed_date: 'created_at, id',
  products_listed_price: '(price is null), price, id',
  products_listed_price_desc: '(price is not null), price, id',
};

/** Partial indexes for the listings' orders, each walked either way. */
export function listingOrdersMigration(): Migration {
  return {
    async up(db: Kysely<any>) {
      for (const [name, columns] of Object.entries(orders)) {
        await sql.raw(`create index ${name} on products (${columns}) where ${listedCondition}`).execute(db);
      }
    },
  };
}
