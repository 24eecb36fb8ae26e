import type { Db } from '../../db/index';

/** The original's path under the uploads folder, or undefined for an unknown image. */
export async function findImageFile(db: Db, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('images').select('file').where('id', '=', id).executeTakeFirst();
  return row?.file;
}
