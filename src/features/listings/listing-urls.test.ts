import { describe, expect, it } from 'vitest';
import { keptQuery, listingPagePath, withQuery } from './listing-urls';

describe('spec 2.2: listing URLs', () => {
  it('spec 2.2: page 1 is the listing itself, later pages add page/<n>/', () => {
    expect(listingPagePath('/cua-hang/', 1)).toBe('/cua-hang/');
    expect(listingPagePath('/danh-muc-san-pham/dam/', 3)).toBe('/danh-muc-san-pham/dam/page/3/');
  });
  it('spec 2.2: page links keep the sort order but not the infinite-scroll flag nor an add to cart', () => {
    const query = keptQuery('?orderby=price&infinite_scroll=1&add-to-cart=12');
    expect(withQuery('/cua-hang/page/2/', query)).toBe('/cua-hang/page/2/?orderby=price');
    expect(withQuery('/cua-hang/', new URLSearchParams())).toBe('/cua-hang/');
  });
});
