import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.server';

// What a product's and a post's page show: a write to any of these, whoever makes it, is a change of the page.
const productShown = `name, slug, status, type, short_description, description, sku, regular_price, sale_price, price,
  stock_quantity, stock_status, backorders_allowed, sold_individually, min_qty, max_qty, weight, length, width, height,
  image_id, average_rating, rating_count`;
const postShown = 'type, slug, title, excerpt, content, image_id, status';
const pictureShown = 'product_id, image_id, position';
const row = (prefix: 'old' | 'new', columns: string) => `(${columns.split(',').map((c) => `${prefix}.${c.trim()}`).join(', ')})`;
const changed = (columns: string, distinct: string) => `${row('old', columns)} ${distinct} ${row('new', columns)}`;

// Times are ISO-8601 text, as created_at (toISOString's spelling).
const sqliteNow = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
const postgresNow = `to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// Each row keeps its own time (a variation's shows on its product's page, which the sitemap reads as the latest of
// them), so a write locks only the time of the row it writes: two orders of one product's variations never wait on each
// other's (PostgreSQL). A later time never goes back.
const sqliteMark = (product: string, at: string) => `insert into product_lastmod (product_id, changed_at)
  select id, ${at} from products where id = ${product}
  on conflict (product_id) do update set changed_at = max(changed_at, excluded.changed_at)`;
const sqlitePostMark = `insert into post_lastmod (post_id, changed_at) values (new.id, ${sqliteNow})
  on conflict (post_id) do update set changed_at = max(changed_at, excluded.changed_at)`;

const sqliteTriggers = [
  `create trigger product_lastmod_update after update on products when ${changed(productShown, 'is not')} begin ${sqliteMark('new.id', sqliteNow)}; end`,
  // A variation made with its product is part of making it; one added later changes the product's page.
  `create trigger product_lastmod_insert after insert on products when new.parent_id is not null
    and new.created_at > (select created_at from products where id = new.parent_id) begin ${sqliteMark('new.parent_id', 'new.created_at')}; end`,
  `create trigger product_lastmod_delete after delete on products begin
    delete from product_lastmod where product_id = old.id; ${sqliteMark('old.parent_id', sqliteNow)}; end`,
  `create trigger product_lastmod_picture_update after update on product_images when ${changed(pictureShown, 'is not')} begin
    ${sqliteMark('old.product_id', sqliteNow)}; ${sqliteMark('new.product_id', sqliteNow)}; end`,
  `create trigger product_lastmod_picture_delete after delete on product_images begin ${sqliteMark('old.product_id', sqliteNow)}; end`,
  `create trigger post_lastmod_update after update on posts when ${changed(postShown, 'is not')} begin ${sqlitePostMark}; end`,
  'create trigger post_lastmod_delete after delete on posts begin delete from post_lastmod where post_id = old.id; end',
];

const postgresTriggers = [
  `create function product_lastmod_mark(product integer, at text) returns void language sql as $$
    insert into product_lastmod (product_id, changed_at) select id, at from products where id = product
    on conflict (product_id) do update set changed_at = greatest(product_lastmod.changed_at, excluded.changed_at) $$`,
  `create function product_lastmod_product() returns trigger language plpgsql as $$ begin
    if tg_op = 'DELETE' then
      delete from product_lastmod where product_id = old.id;
      perform product_lastmod_mark(old.parent_id, ${postgresNow});
    elsif tg_op = 'UPDATE' then perform product_lastmod_mark(new.id, ${postgresNow});
    elsif new.created_at > (select created_at from products where id = new.parent_id) then perform product_lastmod_mark(new.parent_id, new.created_at);
    end if;
    return null; end $$`,
  `create function product_lastmod_picture() returns trigger language plpgsql as $$ begin
    perform product_lastmod_mark(old.product_id, ${postgresNow});
    if tg_op = 'UPDATE' and new.product_id <> old.product_id then perform product_lastmod_mark(new.product_id, ${postgresNow}); end if;
    return null; end $$`,
  `create function post_lastmod_post() returns trigger language plpgsql as $$ begin
    if tg_op = 'DELETE' then delete from post_lastmod where post_id = old.id;
    else insert into post_lastmod (post_id, changed_at) values (new.id, ${postgresNow})
      on conflict (post_id) do update set changed_at = greatest(post_lastmod.changed_at, excluded.changed_at);
    end if;
    return null; end $$`,
  `create trigger product_lastmod_update after update on products for each row when (${changed(productShown, 'is distinct from')})
    execute function product_lastmod_product()`,
  'create trigger product_lastmod_insert after insert on products for each row when (new.parent_id is not null) execute function product_lastmod_product()',
  'create trigger product_lastmod_delete after delete on products for each row execute function product_lastmod_product()',
  `create trigger product_lastmod_picture_update after update on product_images for each row when (${changed(pictureShown, 'is distinct from')})
    execute function product_lastmod_picture()`,
  'create trigger product_lastmod_picture_delete after delete on product_images for each row execute function product_lastmod_picture()',
  `create trigger post_lastmod_update after update on posts for each row when (${changed(postShown, 'is distinct from')}) execute function post_lastmod_post()`,
  'create trigger post_lastmod_delete after delete on posts for each row execute function post_lastmod_post()',
];

/**
 * When each product's and post's page last changed, for the sitemap's `lastmod` (decision 094): kept by triggers, so
 * every write counts whoever makes it (checkout's stock, review ratings, staff programs, imports). A row that was never
 * changed has none: its page is as it was made (`created_at`). Seeds and imports insert finished rows and add nothing.
 */
export function pageLastmodMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.createTable('product_lastmod').addColumn('product_id', 'integer', (c) => c.primaryKey()).addColumn('changed_at', 'text', (c) => c.notNull()).execute();
      await db.schema.createTable('post_lastmod').addColumn('post_id', 'integer', (c) => c.primaryKey()).addColumn('changed_at', 'text', (c) => c.notNull()).execute();
      for (const statement of dialect === 'postgres' ? postgresTriggers : sqliteTriggers) await sql.raw(statement).execute(db);
    },
  };
}
