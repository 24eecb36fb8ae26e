import { describe, expect, it } from 'vitest';
import { dropdownShift } from './dropdown-shift.client';

const wide = { left: 0, right: 1200 };

describe('dropdownShift', () => {
  it('spec 9.4: a dropdown overflowing the right edge of a ≥ 750 px container moves left by the overflow', () => {
    expect(dropdownShift({ left: 1100, right: 1360 }, wide)).toBe(-160);
  });

  it('spec 9.4: a container narrower than 750 px is never repositioned', () => {
    expect(dropdownShift({ left: 600, right: 860 }, { left: 0, right: 749 })).toBe(0);
    expect(dropdownShift({ left: 600, right: 860 }, { left: 0, right: 750 })).toBe(-110);
  });

  it('spec 9.4: a dropdown inside the container stays put', () => {
    expect(dropdownShift({ left: 300, right: 560 }, wide)).toBe(0);
  });

  it('spec 9.4: a dropdown wider than the room left never moves past the left edge', () => {
    expect(dropdownShift({ left: 100, right: 1400 }, wide)).toBe(-100);
  });

  it('spec 9.4: a dropdown overflowing the left edge moves right', () => {
    expect(dropdownShift({ left: -40, right: 220 }, wide)).toBe(40);
  });
});
