import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.server';

const bump = 'update page_generation set generation = generation + 1';

/**
 * Spec 2.11: a menu item may hold a content block (a `posts` row of type 'block') shown in its dropdown instead of a
 * link; staff get the block's editor links with the item as `menu_id`. Removing the block leaves a plain link. The
 * menu is on every page, so a write to a block moves the whole-shop generation on, as a menu write does (015).
 */
export function menuBlocksMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('menu_items').addColumn('block_id', 'integer', (c) => c.references('posts.id').onDelete('set null')).execute();
      const statements =
        dialect === 'postgres'
          ? [
              `create function page_block_changed() returns trigger language plpgsql as $$ begin
                if (tg_op <> 'DELETE' and new.type = 'block') or (tg_op <> 'INSERT' and old.type = 'block') then ${bump}; end if;
                return null; end $$`,
              'create trigger page_block_changed after insert or update or delete on posts for each row execute function page_block_changed()',
            ]
          : [
              `create trigger page_block_insert after insert on posts when new.type = 'block' begin ${bump}; end`,
              `create trigger page_block_update after update on posts when new.type = 'block' or old.type = 'block' begin ${bump}; end`,
              `create trigger page_block_delete after delete on posts when old.type = 'block' begin ${bump}; end`,
            ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  };
}
