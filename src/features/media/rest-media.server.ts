import type { Hono } from 'hono';
import { listAnswer, pagingOf } from '../../server/rest/list.server';
import { restUserId } from '../../server/rest/rest-user.server';
import type { AppEnv } from '../../server/shop.server';
import { imageUrl, type ImageInfo } from './image-urls';
import { isStaffMember, pageOfImages } from './queries.server';

// `rendered` is HTML in the ecosystem's answers: the stored text escaped, so a title typed as markup shows as text.
const asHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** An image in the ecosystem's REST fields (`/wp-json/wp/v2/media`). */
export function restMediaItem(image: ImageInfo) {
  return {
    id: image.id,
    media_type: 'image',
    mime_type: 'image/webp',
    title: { rendered: asHtml(image.title) },
    caption: { rendered: asHtml(image.caption) },
    alt_text: image.alt,
    source_url: imageUrl(image.id, 1200),
    media_details: { width: image.width, height: image.height },
  };
}

/**
 * `GET /wp-json/wp/v2/media`: the images published pages show (every image to staff), in the ecosystem's fields,
 * paged with `X-WP-Total` / `X-WP-TotalPages` (the browser helper's `per_page=-1` walks them).
 */
export function registerRestMedia(rest: Hono<AppEnv>): void {
  rest.get('/wp/v2/media', async (c) => {
    const paging = pagingOf(c);
    if (paging instanceof Response) return paging;
    const db = c.get('deps').database.db;
    const userId = await restUserId(c);
    const forStaff = userId !== null && (await isStaffMember(db, userId));
    const { rows, total } = await pageOfImages(db, paging.perPage, (paging.page - 1) * paging.perPage, { forStaff });
    return listAnswer(c, rows.map(restMediaItem), total, paging);
  });
}
