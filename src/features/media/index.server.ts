import type { Feature } from '../../server/shop.server';
import { parseMediaFile } from './media-file.server';
import { findImageFile } from './queries.server';
import { ResizedImages } from './resized-images.server';
import { registerRestMedia } from './rest-media.server';
import { etagOf, heldByClient } from './validator.server';

export { addImage, findImage, loadImages, pageOfImages } from './queries.server';
export { ResizedImages } from './resized-images.server';
export { restMediaItem } from './rest-media.server';
export { isDiskFull, writeWholeFile } from './whole-file.server';

const oneWeek = 604_800;

/** `/media/<id>-<width>.webp`: an image in one of the served widths, made on first request and cached. */
export const mediaFeature: Feature = {
  name: 'media',
  register(routes, deps) {
    registerRestMedia(routes.rest);
    const images = new ResizedImages(deps.config.dataDir);
    routes.pages.get('/media/:file', async (c) => {
      const request = parseMediaFile(c.req.param('file'));
      if (!request) return c.notFound();
      const file = await findImageFile(c.get('deps').database.db, request.id);
      const webp = file === undefined ? null : await images.get(request, file);
      if (!webp) return c.notFound();
      const headers = { 'Cache-Control': `public, max-age=${oneWeek}`, ETag: etagOf(webp) };
      if (heldByClient(c.req.header('if-none-match'), headers.ETag)) return c.body(null, 304, headers);
      return c.body(new Uint8Array(webp), 200, { 'Content-Type': 'image/webp', ...headers });
    });
  },
};
