import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/index.server';
import { isOneOf } from '../../db/id-list.server';
import { prepared } from '../../db/prepared.server';
import type { ImageInfo } from './image-urls';
import './tables';

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

// What a published page shows: a published product's picture or gallery, a shown variation's, a published post's or
// page's, a category's or a swatch's. An upload nothing shows yet may be a coming product's photo: staff's alone.
// `limit 1 offset 0` keeps PostgreSQL looking each image up by index instead of hashing the whole catalogue per call.
const shownOnAPublishedPage = sql<SqlBool>`(
  exists (select 1 from products p where p.image_id = images.id and p.status = 'publish' and p.parent_id is null limit 1 offset 0)
  or exists (select 1 from products v join products p on p.id = v.parent_id
    where v.image_id = images.id and v.status in ('publish', 'private') and p.status = 'publish' limit 1 offset 0)
  or exists (select 1 from product_images g join products p on p.id = g.product_id where g.image_id = images.id and p.status = 'publish' limit 1 offset 0)
  or exists (select 1 from posts where posts.image_id = images.id and posts.status = 'publish' limit 1 offset 0)
  or exists (select 1 from categories where categories.image_id = images.id limit 1 offset 0)
  or exists (select 1 from attribute_terms where attribute_terms.image_id = images.id limit 1 offset 0))`;

const servedRow = prepared((db: Db, { id }: { id: number }) =>
  db.selectFrom('images').select(['file', sql<number>`case when ${shownOnAPublishedPage} then 1 else 0 end`.as('shown')]).where('id', '=', id),
);

/**
 * The original's path under the uploads folder of the image `/media/` is asked for, and whether a published page
 * shows it (the rule the REST list filters by), in one statement of a few index look-ups; undefined for an unknown id.
 */
export async function servedImage(db: Db, id: number): Promise<{ file: string; shown: boolean } | undefined> {
  const [row] = await servedRow(db, { id });
  return row && { file: row.file, shown: Number(row.shown) === 1 };
}

// Account's `staffRoles`, read here because media sits below account (importing it would close a circle).
const staffRoles = ['shop_manager', 'editor'];

/** Whether the signed-in user is staff, who are listed and served every image. */
export async function isStaffMember(db: Db, userId: number): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', userId).where('role', 'in', staffRoles).executeTakeFirst()) !== undefined;
}

/**
 * A page of the images, oldest first, and how many there are in all (the REST media list): every image for staff,
 * for anyone else only those a published page shows (decision 041, follow-up of 2026-11-29).
 */
export async function pageOfImages(db: Db, limit: number, offset: number, { forStaff = true } = {}): Promise<{ rows: ImageInfo[]; total: number }> {
  const listed = db.selectFrom('images').$if(!forStaff, (q) => q.where(shownOnAPublishedPage));
  const [rows, count] = await Promise.all([
    listed.select(['id', 'width', 'height', 'alt', 'title', 'caption']).orderBy('id').limit(limit).offset(offset).execute(),
    listed.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
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
