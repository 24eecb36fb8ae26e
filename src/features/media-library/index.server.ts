import type { Feature } from '../../server/shop.server';
import { ResizedImages } from '../media/index.server';
import { queryAttachments } from './query-attachments.server';
import { registerStaffMedia } from './rest-routes.server';

export { maxUploadBytes } from './upload.server';

/**
 * The staff's media library (issue 13, spec 7.1 and 7.7): uploads through REST with their post-process step, and the
 * admin-ajax `query-attachments` list. Kept apart from `media`, which serves images to every page.
 */
export const mediaLibraryFeature: Feature = {
  name: 'media-library',
  register(routes, deps) {
    registerStaffMedia(routes.rest, new ResizedImages(deps.config.dataDir));
    routes.adminAjax.read('query-attachments', queryAttachments);
  },
};
