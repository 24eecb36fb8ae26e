import type { Db } from '../../db/index.server';
import './tables';

/**
 * The user meta a signed-in user may write through the REST user route: only keys the shop reads, each with the
 * values it understands (the coming-soon banner's dismissal, spec 7.1).
 */
export const writableUserMeta: Record<string, readonly string[]> = {
  woocommerce_coming_soon_banner_dismissed: ['yes', 'no'],
};

export async function userMeta(db: Db, userId: number): Promise<Record<string, string>> {
  const rows = await db.selectFrom('user_meta').select(['meta_key', 'meta_value']).where('user_id', '=', userId).execute();
  return Object.fromEntries(Object.keys(writableUserMeta).map((key) => [key, rows.find((r) => r.meta_key === key)?.meta_value ?? '']));
}

/** Writes every pair in one transaction; the caller has checked them against `writableUserMeta`. */
export async function writeUserMeta(db: Db, userId: number, meta: Record<string, string>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [key, value] of Object.entries(meta)) {
      await trx
        .insertInto('user_meta')
        .values({ user_id: userId, meta_key: key, meta_value: value })
        .onConflict((oc) => oc.columns(['user_id', 'meta_key']).doUpdateSet({ meta_value: value }))
        .execute();
    }
  });
}
