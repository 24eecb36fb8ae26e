import { describe, expect, it } from 'vitest';
import { itemOpenAtStart } from './accordion-rel';

describe('accordion', () => {
  it('spec 2.1: the rel number opens that item at start, counting from 1; 0, blank, junk or past the end opens none', () => {
    expect(itemOpenAtStart('1', 3)).toBe(0);
    expect(itemOpenAtStart('3', 3)).toBe(2);
    expect(itemOpenAtStart('4', 3)).toBeUndefined();
    expect(itemOpenAtStart('0', 3)).toBeUndefined();
    expect(itemOpenAtStart(null, 3)).toBeUndefined();
    expect(itemOpenAtStart('1.5', 3)).toBeUndefined();
  });
});
