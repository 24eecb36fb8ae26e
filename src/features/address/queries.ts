import type { Db } from '../../db/index';

/** One row of the settings table; undefined when the shop has not set it. */
export async function readSetting(db: Db, name: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value;
}
