import { sql } from 'kysely';
import pg from 'pg';
import { urlWithSchema } from '../../../tests/support/databases';
import type { Db } from '../../db/index.server';

const until = async (ready: () => Promise<boolean>) => {
  for (let i = 0; i < 200 && !(await ready()); i++) await new Promise((r) => setTimeout(r, 25));
};

/**
 * PostgreSQL only: holds the address's subscriber row from another connection while `first` and then `second` are
 * sent, each let go once the database says it waits on a lock, so both reach the row in the order they came.
 */
export async function heldWhile<T>(db: Db, email: string, first: () => Promise<T>, second: () => Promise<T>): Promise<T[]> {
  const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(db);
  const holder = new pg.Client({ connectionString: urlWithSchema(process.env.TEST_DATABASE_URL!, rows[0]!.s) });
  const waiting = async () => (await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(db)).rows[0]!.n;
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query('select id from newsletter_subscribers where email = $1 for update', [email]);
    const one = first();
    await until(async () => (await waiting()) >= 1);
    const two = second();
    await until(async () => (await waiting()) >= 2);
    await holder.query('commit');
    return await Promise.all([one, two]);
  } finally {
    await holder.end();
  }
}
