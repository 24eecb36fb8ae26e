import { describe, expect, it } from 'vitest';
import { resultsUrl } from './results-pagination.server';

describe('results pagination', () => {
  it('spec 2.9: page links keep the query and category and add paged from page 2', () => {
    expect(resultsUrl('áo sơ mi', '', 1)).toBe('/?s=%C3%A1o%20s%C6%A1%20mi&post_type=product');
    expect(resultsUrl('dam', 'thoi-trang-nu', 3)).toBe('/?s=dam&post_type=product&product_cat=thoi-trang-nu&paged=3');
  });
});
