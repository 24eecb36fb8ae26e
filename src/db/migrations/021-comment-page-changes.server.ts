import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../index.server';

const bump = 'update page_generation set generation = generation + 1';

/**
 * Blog comments purge the kept pages as reviews do (migration 015, decision 044): a write to an approved comment,
 * before or after it, moves the whole-shop generation on. Kept pages are told apart by product only, and the blog
 * pages list recent comments, so every page goes; comments are few enough for that.
 */
export function commentPageChangesMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<any>) {
      const statements =
        dialect === 'postgres'
          ? [
              `create function page_comment_changed() returns trigger language plpgsql as $$ begin
                if (tg_op <> 'DELETE' and new.status = 'approved') or (tg_op <> 'INSERT' and old.status = 'approved') then ${bump}; end if;
                return null; end $$`,
              'create trigger page_comment_changed after insert or update or delete on comments for each row execute function page_comment_changed()',
            ]
          : [
              `create trigger page_comment_insert after insert on comments when new.status = 'approved' begin ${bump}; end`,
              `create trigger page_comment_update after update on comments when new.status = 'approved' or old.status = 'approved' begin ${bump}; end`,
              `create trigger page_comment_delete after delete on comments when old.status = 'approved' begin ${bump}; end`,
            ];
      for (const statement of statements) await sql.raw(statement).execute(db);
    },
  };
}
