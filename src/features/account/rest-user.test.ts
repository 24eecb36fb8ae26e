import { describe, expect, it } from 'vitest';
import { checkedMeta } from './rest-user.server';

const banner = 'woocommerce_coming_soon_banner_dismissed';

describe('checkedMeta: what a user may write of their own meta over REST (spec 7.1)', () => {
  it('spec 7.1: the banner flag as yes or no is taken; no meta at all writes nothing', () => {
    expect(checkedMeta({ [banner]: 'yes' })).toEqual({ [banner]: 'yes' });
    expect(checkedMeta({ [banner]: 'no' })).toEqual({ [banner]: 'no' });
    expect(checkedMeta(undefined)).toEqual({});
    expect(checkedMeta({})).toEqual({});
  });

  it('issue 13: meta that is not an object of pairs is refused as "meta"', () => {
    for (const meta of [null, 'yes', 1, true, [], [{ [banner]: 'yes' }]]) expect(checkedMeta(meta), JSON.stringify(meta)).toBe('meta');
  });

  it('issue 13: a value the key does not take, or not a string, names that key', () => {
    for (const value of ['YES', ' yes', '', 'maybe', 1, true, null, ['yes'], { yes: 1 }]) {
      expect(checkedMeta({ [banner]: value }), JSON.stringify(value)).toBe(`meta.${banner}`);
    }
  });

  it('issue 13: keys that are not writable are refused, inherited names included; the first bad pair is named, cut to 80 characters', () => {
    expect(checkedMeta({ [banner]: 'yes', wp_capabilities: 'administrator' })).toBe('meta.wp_capabilities');
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(checkedMeta(JSON.parse(`{"${key}": "yes"}`)), key).toBe(`meta.${key}`);
    }
    const named = checkedMeta({ ['k'.repeat(500)]: 'yes' });
    expect(named).toBe(`meta.${'k'.repeat(75)}`);
  });
});
