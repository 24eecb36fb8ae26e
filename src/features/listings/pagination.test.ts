import { describe, expect, it } from 'vitest';
import { lastPage, pageLinks, parsePageNumber, shownRange } from './pagination.server';

describe('spec 2.2: listing pages', () => {
  it('spec 2.2: a missing page number is the first page', () => {
    expect(parsePageNumber(undefined)).toBe(1);
  });
  it('spec 2.2: page numbers are positive integers, anything else is no page', () => {
    expect(parsePageNumber('3')).toBe(3);
    for (const raw of ['0', '-1', 'abc', '1.5', '', '2x', '1e3', '9999999']) expect(parsePageNumber(raw)).toBeNull();
  });
  it('spec 2.2: counts pages, an empty listing keeping its first', () => {
    expect(lastPage(60, 12)).toBe(5);
    expect(lastPage(61, 12)).toBe(6);
    expect(lastPage(0, 12)).toBe(1);
  });
  it('spec 2.2: the result count shows the range on the page', () => {
    expect(shownRange(1, 12, 60)).toEqual({ first: 1, last: 12 });
    expect(shownRange(5, 12, 58)).toEqual({ first: 49, last: 58 });
  });
  it('spec 2.2: page links keep the ends and the neighbours, with gaps between', () => {
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 10)).toEqual([1, 2, 3, 'gap', 10]);
    expect(pageLinks(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
    expect(pageLinks(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 10]);
    expect(pageLinks(1, 1)).toEqual([1]);
  });
});
