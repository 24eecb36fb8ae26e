import { describe, expect, it } from 'vitest';
import { loaderWait, pageLoaderRemovalMs, showsPageLoader } from './page-loader';

describe('page loader', () => {
  it('spec 9.4: removed 1000 ms after the page has loaded', () => {
    expect(pageLoaderRemovalMs).toBe(1000);
    expect(loaderWait(800, 800)).toBe(1000);
    expect(loaderWait(800, 1500)).toBe(300);
    expect(loaderWait(800, 2500)).toBe(0);
  });

  it('spec 2.1: the site_loader setting shows it nowhere, on the home page only, or everywhere', () => {
    expect(showsPageLoader('no', '/')).toBe(false);
    expect(showsPageLoader('home', '/')).toBe(true);
    expect(showsPageLoader('home', '/cau-chuyen/')).toBe(false);
    expect(showsPageLoader('all', '/cau-chuyen/')).toBe(true);
  });
});
