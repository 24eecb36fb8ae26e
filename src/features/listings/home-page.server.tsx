import * as vi from '../../lib/messages/index';
import { FeaturedCategories, type FeaturedCategory } from './featured-categories.server';
import type { HeroSlide } from './hero-slide';
import HeroSlider from './hero-slider.island';
import { ProductShelf, type Shelf } from './product-shelf.server';

export interface HomeContent {
  slides: HeroSlide[];
  categories: FeaturedCategory[];
  shelves: Shelf[];
}

/** The home page: hero slider, featured categories and the product rows. */
export function HomePage({ slides, categories, shelves }: HomeContent) {
  const labels = {
    region: vi.catalog.heroLabel,
    previous: vi.catalog.heroPrevious,
    next: vi.catalog.heroNext,
    cta: vi.catalog.heroCallToAction,
    dots: slides.map((_, i) => vi.catalog.heroGoTo(i + 1)),
  };
  return (
    <div className="home-page">
      <h1 className="screen-reader-text">{vi.common.siteName}</h1>
      {slides.length > 0 && <HeroSlider slides={slides} labels={labels} />}
      <div className="container">
        {categories.length > 0 && <FeaturedCategories categories={categories} />}
        {shelves.map((shelf) => <ProductShelf key={shelf.title} shelf={shelf} />)}
      </div>
    </div>
  );
}
