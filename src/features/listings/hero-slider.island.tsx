import { useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import { defineIsland } from '../../client/island';
import { HeroSlideView, type HeroSlide } from './hero-slide';

interface Props {
  slides: HeroSlide[];
  labels: { region: string; previous: string; next: string; cta: string; dots: string[] };
}

/**
 * The home page's slider. Every slide is server-rendered; without JS the first one shows as a static banner.
 * Embla is imported only once the island runs, so it is a chunk of its own.
 */
function HeroSlider({ slides, labels }: Props) {
  const viewport = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const [selected, setSelected] = useState(0);
  // A press replayed as the island wakes (decision 052) comes before Embla has loaded: it runs once Embla is there.
  const early = useRef<(api: EmblaCarouselType) => void>(undefined);
  const go = (act: (api: EmblaCarouselType) => void) => (embla ? act(embla) : (early.current = act));

  useEffect(() => {
    let carousel: EmblaCarouselType | undefined;
    let cancelled = false;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (cancelled || !viewport.current) return;
      carousel = EmblaCarousel(viewport.current, { loop: true });
      carousel.on('select', (api) => setSelected(api.selectedScrollSnap()));
      setEmbla(carousel);
      early.current?.(carousel);
    });
    return () => {
      cancelled = true;
      carousel?.destroy();
    };
  }, []);

  return (
    <section className="hero-slider" aria-roledescription="carousel" aria-label={labels.region} data-ready={embla ? 'true' : undefined}>
      <div className="hero-viewport" ref={viewport}>
        <div className="hero-track">
          {slides.map((slide, i) => (
            <div key={i} className={i === selected ? 'hero-slide is-selected' : 'hero-slide'} role="group" aria-roledescription="slide" aria-label={labels.dots[i]}>
              <HeroSlideView slide={slide} first={i === 0} cta={labels.cta} />
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && (
        <div className="hero-controls">
          <button type="button" className="hero-prev" aria-label={labels.previous} onClick={() => go((api) => api.scrollPrev())}>‹</button>
          <div className="hero-dots">
            {slides.map((_, i) => (
              <button key={i} type="button" className="hero-dot" aria-label={labels.dots[i]} aria-current={i === selected ? 'true' : undefined} onClick={() => go((api) => api.scrollTo(i))} />
            ))}
          </div>
          <button type="button" className="hero-next" aria-label={labels.next} onClick={() => go((api) => api.scrollNext())}>›</button>
        </div>
      )}
    </section>
  );
}

export default defineIsland('hero-slider', HeroSlider, 'interaction');
