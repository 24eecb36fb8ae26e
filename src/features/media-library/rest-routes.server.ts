import type { Hono } from 'hono';
import * as vi from '../../lib/messages/index';
import { log } from '../../server/log.server';
import { restError } from '../../server/rest/errors.server';
import type { AppEnv, ShopContext } from '../../server/shop.server';
import { findImage, restMediaItem, type ResizedImages } from '../media/index.server';
import { restStaffId } from './staff-caller.server';
import { makeSubSizes } from './sub-sizes.server';
import { storeUpload } from './upload.server';

// The header the ecosystem's upload answers carry, by which the browser helper knows what to post-process.
const attachmentHeader = 'X-WP-Upload-Attachment-ID';

async function itemAnswer(c: ShopContext, id: number, status: 200 | 201): Promise<Response> {
  const image = await findImage(c.get('deps').database.db, id);
  return c.json(image ? restMediaItem(image) : null, status, { 'Cache-Control': 'no-store', [attachmentHeader]: String(id) });
}

/**
 * Staff uploads (spec 7.7): `POST /wp-json/wp/v2/media` keeps the original, then makes its served sizes. When only
 * that second step fails, the answer is a 500 naming the stored image, and the browser helper asks
 * `POST /wp-json/wp/v2/media/<id>/post-process` again, up to 5 times.
 */
export function registerStaffMedia(rest: Hono<AppEnv>, sizes: ResizedImages): void {
  rest.post('/wp/v2/media', async (c) => {
    const staff = await restStaffId(c, 'rest_cannot_create');
    if (staff instanceof Response) return staff;
    const stored = await storeUpload(c);
    if (stored instanceof Response) return stored;
    try {
      await makeSubSizes(sizes, stored);
    } catch (error) {
      log.error('media-sizes', error);
      const failed = restError(c, 500, 'rest_upload_image_error', vi.mediaLibrary.sizesFailed);
      failed.headers.set(attachmentHeader, String(stored.id));
      return failed;
    }
    return itemAnswer(c, stored.id, 201);
  });

  rest.post('/wp/v2/media/:id{[1-9][0-9]{0,8}}/post-process', async (c) => {
    const staff = await restStaffId(c, 'rest_cannot_edit_image');
    if (staff instanceof Response) return staff;
    const body = (await c.req.json().catch(() => null)) as { action?: unknown } | null;
    if (body?.action !== 'create-image-subsizes') return restError(c, 400, 'rest_invalid_param', vi.mediaLibrary.unknownAction);
    const image = await findImage(c.get('deps').database.db, Number(c.req.param('id')));
    if (!image) return restError(c, 404, 'rest_post_invalid_id', vi.mediaLibrary.unknownImage);
    try {
      await makeSubSizes(sizes, image);
    } catch (error) {
      log.error('media-sizes', error);
      return restError(c, 500, 'rest_upload_image_error', vi.mediaLibrary.sizesFailed);
    }
    return itemAnswer(c, image.id, 200);
  });
}
