import type { Db } from '../../db/index.server';
import { isOneOf } from '../../db/id-list.server';
import { prepared } from '../../db/prepared.server';
import type { ImageInfo } from './image-urls';
import './tables';

/** The original's path under the uploads folder, or undefined for an unknown image. */
export async function findImageFile(db: Db, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('images').select('file').where('id', '=', id).executeTakeFirst();
  return row?.file;
}

const imageRows = prepared((db: Db, { ids }: { ids: number[] }) =>
  db.selectFrom('images').select(['id', 'width', 'height', 'alt', 'title', 'caption']).where(isOneOf(db, 'id', ids)),
);

/** The images with the given ids, by id, in one query. */
export async function loadImages(db: Db, ids: number[]): Promise<Map<number, ImageInfo>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await imageRows(db, { ids: unique });
  return new Map(rows.map((r) => [r.id, r]));
}

/** A page of the images, oldest first, and how many there are in all (the REST media list). */
export async function pageOfImages(db: Db, limit: number, offset: number): Promise<{ rows: ImageInfo[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.selectFrom('images').select(['id', 'width', 'height', 'alt', 'title', 'caption']).orderBy('id').limit(limit).offset(offset).execute(),
    db.selectFrom('images').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One image, or undefined. */
export async function findImage(db: Db, id: number): Promise<(ImageInfo & { file: string }) | undefined> {
  return db.selectFrom('images').select(['id', 'file', 'width', 'height', 'alt', 'title', 'caption']).where('id', '=', id).executeTakeFirst();
}

/** Records an uploaded original (its file already under the uploads folder); answers its id. */
export async function addImage(db: Db, image: { file: string; width: number; height: number; alt: string; title: string; caption: string }): Promise<number> {
  return (await db.insertInto('images').values(image).returning('id').executeTakeFirstOrThrow()).id;
}
