// The image-visibility tests' cast: browsers over real HTTP, a staff member, pictures and the products showing them.
import type { Hono } from 'hono';
import { expect } from 'vitest';
import type { Db } from '../../db/index.server';
import type { AppEnv } from '../../server/shop.server';
import { Browser } from '../account/account-test-support';
import { makeStaff } from '../account/staff.server';
import { imageUrl } from './image-urls';
import { addImage } from './queries.server';

/** A browser keeping its cookies, talking to the shop at `base` over real HTTP. */
export function browserAt(base: string): Browser {
  const request = (path: string, init: RequestInit = {}) => fetch(base + path, { ...init, redirect: 'manual' });
  return new Browser({ request } as unknown as Hono<AppEnv>);
}

let staffMade = 0;

/** A staff member of the role, signed in through the account page (no REST nonce: images are plain GETs). */
export async function staffAt(db: Db, base: string, role: 'editor' | 'shop_manager' = 'shop_manager'): Promise<Browser> {
  const email = `nhan-vien-anh-${process.pid}-${++staffMade}@example.vn`;
  await makeStaff(db, { email, role, password: 'mat-khau-dai' });
  const b = browserAt(base);
  expect((await b.logIn(email, 'mat-khau-dai')).status).toBe(303);
  return b;
}

/** A new image whose original is a demo picture's file: servable, and shown by nothing yet. */
export async function newPicture(db: Db, title: string): Promise<number> {
  const demo = await db.selectFrom('images').select(['file', 'width', 'height']).where('width', '>=', 600).orderBy('id').executeTakeFirstOrThrow();
  return addImage(db, { ...demo, alt: title, title, caption: '' });
}

let slugs = 0;

/** A product (or a variation of `parentId`) of the status showing `imageId`; its id. */
export async function productShowing(db: Db, status: string, imageId: number | null, parentId: number | null = null): Promise<number> {
  const values = { type: parentId ? 'variation' : 'simple', parent_id: parentId, status, slug: `anh-${process.pid}-${++slugs}`, name: 'Áo thử ảnh', image_id: imageId, created_at: new Date().toISOString() } as const;
  return (await db.insertInto('products').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export const setStatus = (db: Db, productId: number, status: string) => db.updateTable('products').set({ status }).where('id', '=', productId).execute();

/** Status and Cache-Control of one size of the image as `b` (or a visitor without cookies) is answered. */
export async function asked(base: string, id: number, b?: Browser, width: 100 | 300 | 600 = 300): Promise<[number, string | null]> {
  const res = b ? await b.request(imageUrl(id, width)) : await fetch(base + imageUrl(id, width));
  await res.arrayBuffer();
  return [res.status, res.headers.get('cache-control')];
}

export const publicWeek = 'public, max-age=604800';
export const staffOnly = 'private, no-store';
