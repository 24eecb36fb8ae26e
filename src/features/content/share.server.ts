import type { PageShare } from '../../server/render.server';
import { availableWidths, imageUrl, scaledHeight } from '../media/index';
import type { PostRow } from './queries.server';

/** A blog post as a shared link shows it: its title and its picture in the largest size served. */
export function postShare(post: PostRow): PageShare {
  const image = post.image;
  const width = image && availableWidths(image).pop()!;
  return {
    type: 'article',
    title: post.title,
    ...(image && width ? { image: { path: imageUrl(image.id, width), width, height: scaledHeight(image, width), alt: image.alt || post.title } } : {}),
  };
}
