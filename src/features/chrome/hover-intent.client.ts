/** Spec 9.4: menus open on hover-intent with sensitivity 3 px, polling interval 20 ms and out timeout 70 ms. */
export const menuHoverIntent = { sensitivity: 3, interval: 20, timeout: 70 } as const;

export interface HoverIntentOptions {
  sensitivity: number;
  interval: number;
  timeout: number;
  over(): void;
  out(): void;
}

export interface HoverIntent {
  enter(x: number, y: number): void;
  move(x: number, y: number): void;
  leave(): void;
  /** Forgets the hover without calling `out`, for when the dropdown was closed another way. */
  reset(): void;
}

/**
 * The pointer must slow down before a menu opens: every `interval` ms the pointer's travel since the last
 * poll is measured, and `over` runs once it is under `sensitivity` px. Leaving runs `out` after `timeout` ms,
 * unless the pointer comes back first, so crossing a gap on the way to a dropdown does not close it.
 */
export function hoverIntent(options: HoverIntentOptions): HoverIntent {
  let x = 0;
  let y = 0;
  let polledX = 0;
  let polledY = 0;
  let isOver = false;
  let poll: ReturnType<typeof setTimeout> | undefined;
  let outTimer: ReturnType<typeof setTimeout> | undefined;

  const clearTimers = () => {
    clearTimeout(poll);
    clearTimeout(outTimer);
    poll = outTimer = undefined;
  };
  const compare = () => {
    poll = undefined;
    if (Math.hypot(x - polledX, y - polledY) < options.sensitivity) {
      isOver = true;
      options.over();
      return;
    }
    polledX = x;
    polledY = y;
    poll = setTimeout(compare, options.interval);
  };

  return {
    enter(ex, ey) {
      clearTimeout(outTimer);
      outTimer = undefined;
      x = ex;
      y = ey;
      if (isOver || poll) return;
      polledX = ex;
      polledY = ey;
      poll = setTimeout(compare, options.interval);
    },
    move(mx, my) {
      x = mx;
      y = my;
    },
    leave() {
      clearTimeout(poll);
      poll = undefined;
      if (!isOver || outTimer) return;
      outTimer = setTimeout(() => {
        outTimer = undefined;
        isOver = false;
        options.out();
      }, options.timeout);
    },
    reset() {
      clearTimers();
      isOver = false;
    },
  };
}
