import type { Db } from '../../db/index';
import type { ImageInfo } from '../media/image-urls';

/** The images with the given ids, by id, in one query. */
export async function loadImages(db: Db, ids: number[]): Promise<Map<number, ImageInfo>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('images').select(['id', 'width', 'height', 'alt', 'title', 'caption']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r]));
}
