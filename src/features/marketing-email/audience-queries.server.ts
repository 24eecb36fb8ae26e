import type { Db } from '../../db/index.server';
import './tables';

/** Sets the address's place on the local newsletter list, adding it when it is new. */
export async function setAudienceMember(db: Db, email: string, subscribed: boolean): Promise<void> {
  const row = { email: email.toLowerCase(), subscribed: subscribed ? 1 : 0, updated_at: new Date().toISOString() };
  await db
    .insertInto('marketing_audience')
    .values(row)
    .onConflict((oc) => oc.column('email').doUpdateSet({ subscribed: row.subscribed, updated_at: row.updated_at }))
    .execute();
}

export async function findAudienceMember(db: Db, email: string) {
  return db.selectFrom('marketing_audience').select('subscribed').where('email', '=', email.toLowerCase()).executeTakeFirst();
}
