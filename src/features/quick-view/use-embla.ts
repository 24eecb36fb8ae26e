import { useEffect, useState, type RefObject } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';

// Spec 9.3: the quick-view slider's drag threshold.
const options = { dragThreshold: 15, loop: false, align: 'start' } as const;

/** Starts Embla on the viewport, loaded only when there is something to slide (JS budget). */
export function useEmbla(viewport: RefObject<HTMLElement | null>, slideCount: number) {
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    const node = viewport.current;
    if (!node || slideCount < 2) return;
    let carousel: EmblaCarouselType | undefined;
    let cancelled = false;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      carousel = EmblaCarousel(node, options);
      carousel.on('select', (api) => setSelected(api.selectedScrollSnap()));
      setEmbla(carousel);
    });
    return () => {
      cancelled = true;
      carousel?.destroy();
    };
  }, [viewport, slideCount]);

  return { embla, selected };
}
