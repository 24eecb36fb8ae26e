import { htmlText } from '../../lib/html-text';
import { imageSrcset, imageUrl, scaledHeight, type ImageInfo } from '../media/index';

const dateFormat = new Intl.DateTimeFormat('vi-VN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' });

/** A publication or comment date, in Vietnamese ('12 tháng 3, 2025'), shop time. */
export function PostDate({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return <time dateTime={date.toISOString()}>{dateFormat.format(date)}</time>;
}

/** A post's featured image, sized for where it is shown. */
export function PostImage({ image, width, sizes, eager }: { image: ImageInfo; width: 600 | 1200; sizes: string; eager?: boolean }) {
  const shown = Math.min(width, image.width);
  return (
    <img
      src={imageUrl(image.id, width)}
      srcSet={imageSrcset(image)}
      sizes={sizes}
      width={shown}
      height={scaledHeight(image, shown)}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

/** The excerpt as plain text: the stored one, else the start of the content with its tags removed. */
export function excerptText(post: { excerpt: string; content: string }, words = 40): string {
  const all = (htmlText(post.excerpt) || htmlText(post.content)).split(' ');
  return all.length > words ? all.slice(0, words).join(' ') + '…' : all.join(' ');
}
