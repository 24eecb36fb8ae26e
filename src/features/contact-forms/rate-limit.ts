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

function ipv6Groups(address: string): string[] | undefined {
  const [head = '', tail, extra] = address.toLowerCase().split('::');
  if (extra !== undefined) return undefined;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
}

/**
 * The key one limit counts under: an IPv4 address as it is, an IPv6 address by its /64 network, since one
 * home or phone line gets a whole /64 and could otherwise change address for every message.
 */
export function rateLimitKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const groups = ipv6Groups(address.replace(/%.*$/, ''));
  return groups ? `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64` : address;
}
