import * as vi from '../../lib/messages/index';
import { listHeaders } from '../../server/rest/list.server';
import type { ActionHandler } from '../../server/shop.server';
import { currentStaffId } from '../account/index.server';
import { imageUrl, type ImageInfo } from '../media/index';
import { pageOfImages } from '../media/index.server';

// The ecosystem's media library asks 40 at a time; more than 100 is refused, as on the REST lists.
const defaultPerPage = 40;
const maxPerPage = 100;

/** An image as the ecosystem's media library reads it (`wp.media` attachment fields). */
function attachment(image: ImageInfo) {
  const url = imageUrl(image.id, 1200);
  return { id: image.id, type: 'image', subtype: 'webp', mime: 'image/webp', url, title: image.title, alt: image.alt, caption: image.caption, width: image.width, height: image.height };
}

/**
 * Generic admin ajax `query-attachments` (spec 7.1): staff page through the shop's images with `query[paged]` and
 * `query[posts_per_page]`; the total is the `X-WP-Total` header, which the browser helper reads. Anyone else: 403.
 */
export const queryAttachments: ActionHandler = async (input, c) => {
  if ((await currentStaffId(c)) === null) return c.json({ success: false, data: vi.rest.forbidden }, 403, { 'Cache-Control': 'no-store' });
  const paged = input.get('query[paged]') ?? '1';
  const perPage = input.get('query[posts_per_page]') ?? String(defaultPerPage);
  if (!/^[1-9]\d{0,5}$/.test(paged) || !/^[1-9]\d{0,2}$/.test(perPage) || Number(perPage) > maxPerPage) {
    return c.json({ success: false, data: vi.rest.invalidParam.replace('%s', 'query') }, 400, { 'Cache-Control': 'no-store' });
  }
  const { rows, total } = await pageOfImages(c.get('deps').database.db, Number(perPage), (Number(paged) - 1) * Number(perPage));
  return c.json({ success: true, data: rows.map(attachment) }, 200, { ...listHeaders(total, Number(perPage)), 'Cache-Control': 'no-store' });
};
