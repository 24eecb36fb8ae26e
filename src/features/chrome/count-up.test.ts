import { describe, expect, it } from 'vitest';
import { countAt, countTarget, countText, countUpMs } from './count-up';

describe('count-up', () => {
  it('spec 9.4: runs 4 s, from 0 to the target, in whole numbers, never past it', () => {
    expect(countUpMs).toBe(4000);
    expect(countAt(12500, 0)).toBe(0);
    expect(countAt(12500, 4000)).toBe(12500);
    expect(countAt(12500, 9000)).toBe(12500);
    const middle = countAt(12500, 2000);
    expect(middle).toBeGreaterThan(6250);
    expect(middle).toBeLessThan(12500);
    expect(Number.isInteger(countAt(98, 1234))).toBe(true);
  });

  it('reads the target as written, Vietnamese thousands dots included; text without a number has none', () => {
    expect(countTarget('12.500')).toBe(12500);
    expect(countTarget(' 98 ')).toBe(98);
    expect(countTarget('1,5')).toBeUndefined();
    expect(countTarget('nhiều')).toBeUndefined();
    expect(countTarget('')).toBeUndefined();
  });

  it('writes the figure as the page did', () => {
    expect(countText(12500, true)).toBe('12.500');
    expect(countText(12500, false)).toBe('12500');
  });
});
