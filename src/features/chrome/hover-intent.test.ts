import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hoverIntent, menuHoverIntent } from './hover-intent.client';

function tracked() {
  const calls: string[] = [];
  const intent = hoverIntent({ ...menuHoverIntent, over: () => calls.push('over'), out: () => calls.push('out') });
  return { intent, calls };
}

describe('hover-intent', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('spec 9.4: the menu constants are sensitivity 3, interval 20 ms, timeout 70 ms', () => {
    expect(menuHoverIntent).toEqual({ sensitivity: 3, interval: 20, timeout: 70 });
  });

  it('spec 9.4: a resting pointer opens after one 20 ms poll, not before', () => {
    const { intent, calls } = tracked();
    intent.enter(100, 10);
    vi.advanceTimersByTime(19);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['over']);
  });

  it('spec 9.4: a pointer moving 3 px or more per poll keeps the menu closed until it slows down', () => {
    const { intent, calls } = tracked();
    intent.enter(0, 0);
    for (let step = 1; step <= 5; step++) {
      intent.move(step * 3, 0);
      vi.advanceTimersByTime(20);
    }
    expect(calls).toEqual([]);
    intent.move(17, 0);
    vi.advanceTimersByTime(20);
    expect(calls).toEqual(['over']);
  });

  it('spec 9.4: passing through without stopping never opens', () => {
    const { intent, calls } = tracked();
    intent.enter(0, 0);
    intent.move(10, 0);
    vi.advanceTimersByTime(10);
    intent.leave();
    vi.advanceTimersByTime(200);
    expect(calls).toEqual([]);
  });

  it('spec 9.4: leaving closes after the 70 ms timeout', () => {
    const { intent, calls } = tracked();
    intent.enter(5, 5);
    vi.advanceTimersByTime(20);
    intent.leave();
    vi.advanceTimersByTime(69);
    expect(calls).toEqual(['over']);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['over', 'out']);
  });

  it('spec 9.4: coming back within the timeout keeps the menu open without reopening it', () => {
    const { intent, calls } = tracked();
    intent.enter(5, 5);
    vi.advanceTimersByTime(20);
    intent.leave();
    vi.advanceTimersByTime(50);
    intent.enter(6, 5);
    vi.advanceTimersByTime(500);
    expect(calls).toEqual(['over']);
  });

  it('reset forgets an open hover so the next entry opens again', () => {
    const { intent, calls } = tracked();
    intent.enter(5, 5);
    vi.advanceTimersByTime(20);
    intent.reset();
    intent.leave();
    vi.advanceTimersByTime(100);
    intent.enter(5, 5);
    vi.advanceTimersByTime(20);
    expect(calls).toEqual(['over', 'over']);
  });
});
