import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.server';

// Times are ISO-8601 text, as created_at and migration 045's marks.
const sqliteAt = (shift = '') => `strftime('%Y-%m-%dT%H:%M:%fZ', 'now'${shift ? `, '${shift}'` : ''})`;
const postgresAt = (shift = '') => `to_char((now()${shift ? ` - interval '${shift}'` : ''}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
// A picture inserted this soon after its product is part of making it (a seed's, an import's), not a change of its page.
const making = { sqlite: sqliteAt('-10 minutes'), postgres: postgresAt('10 minutes') };
const imageShown = ['file', 'width', 'height', 'alt', 'title', 'caption'];
const imageChanged = (distinct: string) => `(${imageShown.map((c) => `old.${c}`).join(', ')}) ${distinct} (${imageShown.map((c) => `new.${c}`).join(', ')})`;

// Every product row showing the image: as its own or a variation's picture, in a gallery, as a swatch of its terms.
const showing = (image: string) => `select id as product_id from products where image_id = ${image}
  union select product_id from product_images where image_id = ${image}
  union select t.product_id from product_attribute_terms t join attribute_terms a on a.id = t.term_id where a.image_id = ${image}`;

// Each product made keeps its making time for a while; the two oldest (ids grow with time) go once past it, so the
// table stays small without an index of its own.
const sqliteTriggers = [
  `create trigger product_making_insert after insert on products when new.parent_id is null begin
    delete from product_making where product_id in (select product_id from product_making order by product_id limit 2) and made_at < ${making.sqlite};
    insert into product_making (product_id, made_at) values (new.id, ${sqliteAt()})
      on conflict (product_id) do update set made_at = excluded.made_at; end`,
  `create trigger product_lastmod_picture_insert after insert on product_images
    when not exists (select 1 from product_making where product_id = new.product_id and made_at >= ${making.sqlite}) begin
    insert into product_lastmod (product_id, changed_at) select id, ${sqliteAt()} from products where id = new.product_id
      on conflict (product_id) do update set changed_at = max(changed_at, excluded.changed_at); end`,
  `create trigger page_lastmod_image_update after update on images when ${imageChanged('is not')} begin
    insert into product_lastmod (product_id, changed_at) select product_id, ${sqliteAt()} from (${showing('new.id')}) where true
      on conflict (product_id) do update set changed_at = max(changed_at, excluded.changed_at);
    insert into post_lastmod (post_id, changed_at) select id, ${sqliteAt()} from posts where image_id = new.id
      on conflict (post_id) do update set changed_at = max(changed_at, excluded.changed_at); end`,
];

const postgresTriggers = [
  `create function product_making_mark() returns trigger language plpgsql as $$ begin
    delete from product_making where product_id in
      (select product_id from product_making order by product_id limit 2 for update skip locked) and made_at < ${making.postgres};
    insert into product_making (product_id, made_at) values (new.id, ${postgresAt()})
      on conflict (product_id) do update set made_at = excluded.made_at;
    return null; end $$`,
  `create function product_lastmod_picture_added() returns trigger language plpgsql as $$ begin
    if not exists (select 1 from product_making where product_id = new.product_id and made_at >= ${making.postgres}) then
      perform product_lastmod_mark(new.product_id, ${postgresAt()});
    end if;
    return null; end $$`,
  `create function page_lastmod_image() returns trigger language plpgsql as $$ begin
    insert into product_lastmod (product_id, changed_at) select product_id, ${postgresAt()} from (${showing('new.id')}) shown
      on conflict (product_id) do update set changed_at = greatest(product_lastmod.changed_at, excluded.changed_at);
    insert into post_lastmod (post_id, changed_at) select id, ${postgresAt()} from posts where image_id = new.id
      on conflict (post_id) do update set changed_at = greatest(post_lastmod.changed_at, excluded.changed_at);
    return null; end $$`,
  'create trigger product_making_insert after insert on products for each row when (new.parent_id is null) execute function product_making_mark()',
  'create trigger product_lastmod_picture_insert after insert on product_images for each row execute function product_lastmod_picture_added()',
  `create trigger page_lastmod_image_update after update on images for each row when (${imageChanged('is distinct from')})
    execute function page_lastmod_image()`,
];

/**
 * Decision 094, follow-up: a picture added to a product's gallery, and a change of an image's own row (its file, size,
 * alt, title or caption), move the lastmod of every product and post showing it. No shopper's request writes these.
 */
export function pictureLastmodMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.createTable('product_making').addColumn('product_id', 'integer', (c) => c.primaryKey()).addColumn('made_at', 'text', (c) => c.notNull()).execute();
      for (const statement of dialect === 'postgres' ? postgresTriggers : sqliteTriggers) await sql.raw(statement).execute(db);
    },
  };
}
