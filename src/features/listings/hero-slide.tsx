import { imageSrcset, imageUrl, scaledHeight, type ImageInfo } from '../media/index';
import { widthUpTo } from './image-width';

export interface HeroSlide {
  heading: string;
  text: string;
  href: string;
  image: ImageInfo | null;
}

/** One banner of the home page's slider: picture, heading, a line of text and a call to action. */
export function HeroSlideView({ slide, first, cta }: { slide: HeroSlide; first: boolean; cta: string }) {
  const { image } = slide;
  const width = image ? widthUpTo(image, 600) : 600;
  return (
    <div className="hero-slide-inner">
      {image && (
        <img
          className="hero-image"
          src={imageUrl(image.id, width)}
          srcSet={imageSrcset(image)}
          sizes="(max-width: 849px) 100vw, 600px"
          width={width}
          height={scaledHeight(image, width)}
          alt={image.alt}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
        />
      )}
      <div className="hero-text">
        <h2>{slide.heading}</h2>
        <p>{slide.text}</p>
        <a className="button" href={slide.href}>{cta}</a>
      </div>
    </div>
  );
}
