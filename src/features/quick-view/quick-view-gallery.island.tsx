import { useEffect, useRef, useState } from 'react';
import { defineIsland } from '../../client/island';
import * as vi from '../../lib/messages/index';
import { variationSlide, type Slide } from './slide';
import { useEmbla } from './use-embla';

interface Props {
  slides: Slide[];
  /** Names the grey box shown in place of a picture, for a product without any. */
  productName: string;
}

/**
 * The quick view's gallery slider (spec 2.6): page dots only with more than one image. A product without pictures
 * shows a grey box, until a variation with one is chosen (spec 4.3, as the product page's gallery does).
 */
function QuickViewGallery({ slides, productName }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const { embla, selected } = useEmbla(viewport, slides.length);
  const [variationImage, setVariationImage] = useState<Slide>();

  // Spec 4.3: the chosen variation's image shows first; resetting the choice restores the gallery.
  useEffect(() => {
    const product = root.current?.closest('.product-quick-view');
    if (!product) return;
    const found = (event: Event) => {
      setVariationImage(variationSlide((event as CustomEvent).detail));
      embla?.scrollTo(0);
    };
    const reset = () => setVariationImage(undefined);
    product.addEventListener('found_variation', found);
    product.addEventListener('reset_data', reset);
    return () => {
      product.removeEventListener('found_variation', found);
      product.removeEventListener('reset_data', reset);
    };
  }, [embla]);

  const shown = variationImage ? [variationImage, ...slides.slice(1)] : slides;
  return (
    <div className="quick-view-gallery woocommerce-product-gallery" ref={root} data-slider={embla ? 'ready' : undefined}>
      {shown.length === 0 ? (
        <span className="quick-view-no-image" role="img" aria-label={productName} />
      ) : (
        <div className="quick-view-viewport" ref={viewport}>
          <div className="quick-view-slides">
            {shown.map((slide, i) => (
              <div className="quick-view-slide woocommerce-product-gallery__image" key={i} role="group" aria-roledescription="slide" aria-label={vi.search.slide(i + 1, shown.length)}>
                <img src={slide.src} srcSet={slide.srcset} sizes={slide.sizes} width={slide.width} height={slide.height} alt={slide.alt} />
              </div>
            ))}
          </div>
        </div>
      )}
      {slides.length > 1 && (
        <ol className="flickity-page-dots">
          {slides.map((slide, i) => (
            <li key={slide.id} className={'dot' + (i === selected ? ' is-selected' : '')}>
              <button type="button" aria-label={vi.search.slide(i + 1, slides.length)} aria-current={i === selected || undefined} onClick={() => embla?.scrollTo(i)} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export default defineIsland('quick-view-gallery', QuickViewGallery, 'load');
