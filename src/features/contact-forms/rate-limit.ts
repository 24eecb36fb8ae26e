export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Whether one more submission from an address is over the limit, given the times (ms) of its earlier ones. */
export function rateLimitVerdict(previous: readonly number[], now: number, limit: RateLimit): { limited: boolean; retryAfterMs: number } {
  const inWindow = previous.filter((t) => t > now - limit.windowMs && t <= now).sort((a, b) => a - b);
  if (inWindow.length < limit.max) return { limited: false, retryAfterMs: 0 };
  return { limited: true, retryAfterMs: inWindow[inWindow.length - limit.max]! + limit.windowMs - now };
}
