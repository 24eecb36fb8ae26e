import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.server';

const bump = 'update page_generation set generation = generation + 1';
const shown = (row: 'new' | 'old') => `${row}.type in ('page', 'post') and ${row}.status = 'publish'`;

/**
 * A write to a published page or blog post, before or after it, moves the whole-shop generation on (as blocks do,
 * 022): a post taken back to draft or private left its kept page, the blog and the home page showing it to
 * everyone for up to PAGE_CACHE_SECONDS. Kept pages are told apart by product only, and staff edit few posts.
 */
export function contentPageChangesMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      const statements =
        dialect === 'postgres'
          ? [
              `create function page_content_changed() returns trigger language plpgsql as $$ begin
                if (tg_op <> 'DELETE' and ${shown('new')}) or (tg_op <> 'INSERT' and ${shown('old')}) then ${bump}; end if;
                return null; end $$`,
              'create trigger page_content_changed after insert or update or delete on posts for each row execute function page_content_changed()',
            ]
          : [
              `create trigger page_content_insert after insert on posts when ${shown('new')} begin ${bump}; end`,
              `create trigger page_content_update after update on posts when ${shown('new')} or ${shown('old')} begin ${bump}; end`,
              `create trigger page_content_delete after delete on posts when ${shown('old')} begin ${bump}; end`,
            ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  };
}
