import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.server';

// Writes that change what every page may show (menus, the category tree, settings, which products are listed):
// each moves the whole-shop generation on, and every kept page goes (decision 018).
const everyPage: [table: string, event: string][] = [
  ['products', 'insert'],
  ['products', 'delete'],
  ['product_categories', 'insert or update or delete'],
  ['categories', 'insert or update or delete'],
  ['menu_items', 'insert or update or delete'],
  ['settings', 'insert or update or delete'],
  ['images', 'update or delete'],
  ['attributes', 'update or delete'],
  ['attribute_terms', 'update or delete'],
];

// Rows that belong to one product: a change logs that product (a variation's parent), whose pages alone go.
const productParts = ['product_images', 'product_attributes', 'product_attribute_terms', 'reviews'];

// A status, type or parent change moves a product in or out of listings: every page; any other column, its own pages.
const stays = 'old.status is new.status and old.type is new.type and old.parent_id is new.parent_id';

const sqlite = {
  bump: 'update page_generation set generation = generation + 1',
  productUpdated: `insert into page_changes (product_id) select coalesce(new.parent_id, new.id) where ${stays};
    update page_generation set generation = generation + 1 where not (${stays})`,
  // Reviews count only when approved, before or after the write.
  part: (row: 'new' | 'old', table: string) =>
    `insert into page_changes (product_id) select coalesce(parent_id, id) from products where id = ${row}.product_id${table === 'reviews' ? ` and ${row}.status = 'approved'` : ''}`,
};

const postgresFunctions = [
  `create function page_generation_bump() returns trigger language plpgsql as $$ begin ${sqlite.bump}; return null; end $$`,
  `create function page_product_updated() returns trigger language plpgsql as $$ begin
    if new.status is not distinct from old.status and new.type is not distinct from old.type and new.parent_id is not distinct from old.parent_id then
      insert into page_changes (product_id) values (coalesce(new.parent_id, new.id));
    else ${sqlite.bump}; end if;
    return null; end $$`,
  ...['', " and new.status = 'approved'"].map((approved, i) => `create function page_${i ? 'review' : 'part'}_changed() returns trigger language plpgsql as $$ begin
    if tg_op <> 'DELETE'${approved} then
      insert into page_changes (product_id) select coalesce(parent_id, id) from products where id = new.product_id;
    end if;
    if tg_op <> 'INSERT'${approved.replace('new.', 'old.')} then
      insert into page_changes (product_id) select coalesce(parent_id, id) from products where id = old.product_id;
    end if;
    return null; end $$`),
];

function sqliteTriggers(): string[] {
  const statements = everyPage.flatMap(([table, events], i) =>
    events.split(' or ').map((event) => `create trigger page_all_${i}_${event} after ${event} on ${table} begin ${sqlite.bump}; end`),
  );
  statements.push(`create trigger page_product_updated after update on products begin ${sqlite.productUpdated}; end`);
  for (const table of productParts) {
    statements.push(`create trigger page_part_${table}_insert after insert on ${table} begin ${sqlite.part('new', table)}; end`);
    statements.push(`create trigger page_part_${table}_update after update on ${table} begin ${sqlite.part('old', table)}; ${sqlite.part('new', table)}; end`);
    statements.push(`create trigger page_part_${table}_delete after delete on ${table} begin ${sqlite.part('old', table)}; end`);
  }
  return statements;
}

function postgresTriggers(): string[] {
  return [
    ...postgresFunctions,
    ...everyPage.map(([table, events], i) => `create trigger page_all_${i} after ${events} on ${table} for each statement execute function page_generation_bump()`),
    'create trigger page_product_updated after update on products for each row execute function page_product_updated()',
    ...productParts.map((table) => `create trigger page_part_${table} after insert or update or delete on ${table} for each row execute function page_${table === 'reviews' ? 'review' : 'part'}_changed()`),
  ];
}

/**
 * Page-cache purges (issue 10, decision 018): triggers log every write that changes a page, whoever makes it,
 * in a whole-shop generation number and a log of changed products, which every serving process follows.
 */
export function pageChangesMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      const seq = dialect === 'postgres' ? 'bigserial' : 'integer';
      await db.schema
        .createTable('page_changes')
        .addColumn('seq', seq, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createTable('page_generation').addColumn('generation', 'integer', (c) => c.notNull()).execute();
      await db.insertInto('page_generation').values({ generation: 0 }).execute();
      for (const statement of dialect === 'postgres' ? postgresTriggers() : sqliteTriggers()) await sql.raw(statement).execute(db);
    },
  };
}
