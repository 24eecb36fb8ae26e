import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import QuickViewGallery from './quick-view-gallery.island';
import { variationSlide, type Slide } from './slide';

const slide = (id: number): Slide => ({ id, src: `/media/${id}-600.webp`, srcset: '', sizes: '', width: 600, height: 600, alt: 'Áo' });

describe('quick-view gallery', () => {
  it('spec 2.6: page dots appear only when there is more than one image', () => {
    const one = renderToString(<QuickViewGallery slides={[slide(1)]} productName="Áo" />);
    expect(one).toContain('/media/1-600.webp');
    expect(one).not.toContain('flickity-page-dots');
    const three = renderToString(<QuickViewGallery slides={[slide(1), slide(2), slide(3)]} productName="Áo" />);
    expect(three.match(/<li class="dot/g)).toHaveLength(3);
    expect(three).toContain('<li class="dot is-selected">');
  });

  it('spec 4.3: a found variation with an image becomes the first slide; one without leaves the gallery', () => {
    expect(variationSlide({ image: { src: '/media/9-600.webp', srcset: 'x', sizes: 'y', src_w: 600, src_h: 750, alt: 'Đỏ' } })).toEqual({
      id: -1, src: '/media/9-600.webp', srcset: 'x', sizes: 'y', width: 600, height: 750, alt: 'Đỏ',
    });
    expect(variationSlide({ image: { src: '' } })).toBeUndefined();
    expect(variationSlide(null)).toBeUndefined();
  });
});
