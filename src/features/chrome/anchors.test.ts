import { describe, expect, it } from 'vitest';
import { anchorName, anchorScrollMs, currentSection, stickyOffset } from './anchors';

describe('anchors', () => {
  it('spec 9.4: an anchor scroll takes 500 ms', () => {
    expect(anchorScrollMs).toBe(500);
  });

  it('spec 2.1: a location hash names its anchor, escapes decoded; none or a broken escape names nothing', () => {
    expect(anchorName('#hoi-dap')).toBe('hoi-dap');
    expect(anchorName('#c%C3%A2u-h%E1%BB%8Fi')).toBe('câu-hỏi');
    expect(anchorName('#')).toBeUndefined();
    expect(anchorName('')).toBeUndefined();
    expect(anchorName('#%E0%A4%A')).toBeUndefined();
  });

  it('spec 9.4: the scroll stops the sticky header above the anchor: measured, else sticky_height, else 0', () => {
    expect(stickyOffset(117, '117')).toBe(117);
    expect(stickyOffset(57, '117')).toBe(57);
    expect(stickyOffset(0, '117')).toBe(117);
    expect(stickyOffset(undefined, 'tall')).toBe(0);
  });

  it('spec 2.1: the current section is the last whose anchor has reached the header', () => {
    expect(currentSection([300, 900, 1500], 117)).toBe(-1);
    expect(currentSection([117, 700, 1300], 117)).toBe(0);
    expect(currentSection([-900, 117.5, 700], 117)).toBe(1);
    expect(currentSection([-2000, -1200, -400], 117)).toBe(2);
  });
});
