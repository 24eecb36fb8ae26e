import type { Feature } from '../../server/shop.server';
import { registerMediaRoute } from './media-route.server';
import { ResizedImages } from './resized-images.server';
import { registerRestMedia } from './rest-media.server';

export { addImage, findImage, loadImages, pageOfImages } from './queries.server';
export { ResizedImages } from './resized-images.server';
export { restMediaItem } from './rest-media.server';
export { isDiskFull, writeWholeFile } from './whole-file.server';

/** `/media/<id>-<width>.webp` for pages, and the REST media list. */
export const mediaFeature: Feature = {
  name: 'media',
  register(routes, deps) {
    registerRestMedia(routes.rest);
    registerMediaRoute(routes.pages, new ResizedImages(deps.config.dataDir));
  },
};
