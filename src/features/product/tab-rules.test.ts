import { describe, expect, it } from 'vitest';
import { initialTab } from './tab-rules';

const names = ['description', 'reviews', 'additional_information'];
const page = 'https://shop.test/san-pham/ao/';

describe('spec 2.3: product tabs, reading B', () => {
  it.each(['#reviews', '#tab-reviews', '#comments', '#comment-12'])('spec 2.3: the hash %s opens the reviews tab and scrolls', (hash) => {
    expect(initialTab(hash, page + hash, names)).toEqual({ tab: 'reviews', scrollToReviews: true });
  });
  it.each([page + 'comment-page-2/', page + '?cpage=3'])('spec 2.3: the URL %s opens the reviews tab', (href) => {
    expect(initialTab('', href, names)).toEqual({ tab: 'reviews', scrollToReviews: true });
  });
  it('spec 2.3: #tab-additional_information opens that tab', () => {
    expect(initialTab('#tab-additional_information', page, names)).toEqual({ tab: 'additional_information', scrollToReviews: false });
  });
  it('spec 2.3: otherwise the first tab opens', () => {
    expect(initialTab('', page, names).tab).toBe('description');
    expect(initialTab('#main', page + '#main', names).tab).toBe('description');
  });
  it('spec 2.3: a page without additional information ignores its hash', () => {
    expect(initialTab('#tab-additional_information', page, ['description', 'reviews']).tab).toBe('description');
  });
});
