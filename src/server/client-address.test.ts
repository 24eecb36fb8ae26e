import { describe, expect, it } from 'vitest';
import { rateLimitKey } from './client-address.server';

describe('the key per-address limits count under', () => {
  it('decision 022: a limit counts an IPv6 line by its /64 network, and IPv4 as it is', () => {
    expect(rateLimitKey('203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitKey('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd:12::/64');
    expect(rateLimitKey('2001:0db8:abcd:0012::99')).toBe('2001:db8:abcd:12::/64');
    expect(rateLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateLimitKey('not::an::address')).toBe('not::an::address');
  });
});
