import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openMenuItemLater } from './builder-view.client';

// The menu itself is pressed in a real browser (tests/e2e/editor-links.spec.ts); here, when and for which item.
describe('openMenuItemLater (spec 2.11)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('spec 2.11: the item named by menu_id is opened 1 s after the page-builder view starts, once', () => {
    const opened: string[] = [];
    openMenuItemLater('42', (id) => opened.push(id));
    vi.advanceTimersByTime(999);
    expect(opened).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(opened).toEqual(['42']);
    vi.advanceTimersByTime(10_000);
    expect(opened).toEqual(['42']);
  });

  it('issue 13: a menu_id that is not a plain item number opens nothing, and nothing is scheduled', () => {
    const opened: string[] = [];
    for (const id of ['', '0', '007', '-1', '1.5', 'abc', '12<b>', '1 2', '1'.repeat(10), '4"],li']) openMenuItemLater(id, (x) => opened.push(x));
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(opened).toEqual([]);
  });
});
