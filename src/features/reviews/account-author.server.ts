import type { Db } from '../../db/index.server';

/**
 * A signed-in customer's name and e-mail for their review or comment: the account's, never the form's. The name is
 * shown to everyone, so an account without one (staff are made without) shows the part of its e-mail before '@',
 * never the whole address.
 */
export async function accountAuthor(db: Db, userId: number | null | undefined): Promise<{ name: string; email: string } | undefined> {
  if (!userId) return undefined;
  const account = await db.selectFrom('users').select(['display_name', 'email']).where('id', '=', userId).executeTakeFirst();
  return account && { name: account.display_name || account.email.split('@')[0]!, email: account.email };
}
