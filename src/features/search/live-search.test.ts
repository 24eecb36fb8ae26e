import { describe, expect, it } from 'vitest';
import { isSearchable, SuggestionCache, suggestionsUrl } from './live-search';
import type { Suggestion } from './suggestion';

const shirt: Suggestion = { id: 12, value: 'Áo sơ mi trắng', url: '/san-pham/ao-so-mi-trang/' };
const nothing: Suggestion = { id: -1, value: 'Không tìm thấy sản phẩm', url: '' };

describe('live search', () => {
  it('spec 5.6: live search starts only at 3 or more characters', () => {
    expect(isSearchable('ao')).toBe(false);
    expect(isSearchable('  ao  ')).toBe(false);
    expect(isSearchable('áo ')).toBe(false);
    expect(isSearchable('dam')).toBe(true);
    expect(isSearchable('Đầm')).toBe(true);
  });

  it('spec 5.6: hidden characters and punctuation alone are not the 3 characters a search starts at, so they make no dead end', () => {
    // The shop drops them before it searches: 'ab\u200b' would be recorded as finding nothing, blocking 'ab\u200bc'.
    expect(isSearchable('ab\u200b')).toBe(false);
    expect(isSearchable('\u202e\u200bao')).toBe(false);
    expect(isSearchable('...')).toBe(false);
    expect(isSearchable('- - -')).toBe(false);
    expect(isSearchable('\u200bdam')).toBe(true);
    expect(isSearchable('..a')).toBe(true);
    expect(isSearchable('101')).toBe(true);
  });

  it('spec 7.4: the request names the action, the category when chosen, and the query', () => {
    expect(suggestionsUrl('/wp-admin/admin-ajax.php', ' ao so mi ', '')).toBe(
      '/wp-admin/admin-ajax.php?action=flatsome_ajax_search_products&query=ao+so+mi',
    );
    expect(suggestionsUrl('/wp-admin/admin-ajax.php', 'đầm', 'thoi-trang-nu')).toBe(
      '/wp-admin/admin-ajax.php?action=flatsome_ajax_search_products&product_cat=thoi-trang-nu&query=%C4%91%E1%BA%A7m',
    );
  });

  it('spec 7.4: responses are cached per URL', () => {
    const cache = new SuggestionCache();
    const url = suggestionsUrl('/a', 'ao so', '');
    expect(cache.known(url, 'ao so', '')).toBeUndefined();
    cache.remember(url, 'ao so', '', [shirt]);
    expect(cache.known(url, 'ao so', '')).toEqual([shirt]);
    // A longer query that found something before does not block anything.
    expect(cache.known(suggestionsUrl('/a', 'ao so mi', ''), 'ao so mi', '')).toBeUndefined();
  });

  it('spec 7.4: a query that returned nothing blocks later queries that start with it', () => {
    const cache = new SuggestionCache();
    cache.remember(suggestionsUrl('/a', 'xyz', ''), 'xyz', '', [nothing]);
    expect(cache.known(suggestionsUrl('/a', 'xyzw', ''), 'xyzw', '')).toEqual([nothing]);
    expect(cache.known(suggestionsUrl('/a', 'XYZ abc', ''), 'XYZ abc', '')).toEqual([nothing]);
    expect(cache.known(suggestionsUrl('/a', 'axyz', ''), 'axyz', '')).toBeUndefined();
    cache.remember(suggestionsUrl('/a', 'qqq', ''), 'qqq', '', []);
    expect(cache.known(suggestionsUrl('/a', 'qqqq', ''), 'qqqq', '')).toEqual([]);
  });

  it('spec 7.4: a dead end in one category does not block the same query in another', () => {
    const cache = new SuggestionCache();
    cache.remember(suggestionsUrl('/a', 'dam', 'do-gia-dung'), 'dam', 'do-gia-dung', [nothing]);
    expect(cache.known(suggestionsUrl('/a', 'dam xoe', 'do-gia-dung'), 'dam xoe', 'do-gia-dung')).toEqual([nothing]);
    expect(cache.known(suggestionsUrl('/a', 'dam xoe', ''), 'dam xoe', '')).toBeUndefined();
  });
});
