import type { Hono } from 'hono';
import { readSession } from '../../server/session.server';
import type { AppEnv, ShopContext } from '../../server/shop.server';
import { parseMediaFile } from './media-file.server';
import { isStaffMember, servedImage } from './queries.server';
import type { ResizedImages } from './resized-images.server';
import { etagOf, heldByClient } from './validator.server';

const oneWeek = 604_800;
// An image no published page shows is staff's alone: kept by no shared cache, nor by the browser past the visit.
const staffOnly = 'private, no-store';

/** Whether the request is a signed-in staff member's, as pages decide it: by the session cookie alone. */
async function staffAsking(c: ShopContext): Promise<boolean> {
  const userId = (await readSession(c))?.user_id;
  return userId != null && (await isStaffMember(c.get('deps').database.db, userId));
}

/**
 * `/media/<id>-<width>.webp`: an image in one of the served widths, made on first request and kept on the disk.
 * A visitor is served only what a published page shows; anything else is the 404 of an unknown id, decided before
 * any file is read or made, so neither the answer nor its time tells a hidden image from a missing one.
 */
export function registerMediaRoute(pages: Hono<AppEnv>, images: ResizedImages): void {
  pages.get('/media/:file', async (c) => {
    const request = parseMediaFile(c.req.param('file'));
    if (!request) return c.notFound();
    const image = await servedImage(c.get('deps').database.db, request.id);
    // A missing id takes the same steps as a hidden image, the staff check included.
    const staff = image?.shown ? false : await staffAsking(c);
    if (!image || !(image.shown || staff)) return c.notFound();
    const webp = await images.get(request, image.file);
    if (!webp) return c.notFound();
    const headers = { 'Cache-Control': image.shown ? `public, max-age=${oneWeek}` : staffOnly, ETag: etagOf(webp) };
    if (heldByClient(c.req.header('if-none-match'), headers.ETag)) return c.body(null, 304, headers);
    return c.body(new Uint8Array(webp), 200, { 'Content-Type': 'image/webp', ...headers });
  });
}
