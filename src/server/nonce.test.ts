import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkNonce, makeNonce, nonceTick } from './nonce.server';

const secret = 's'.repeat(40);
const hour = 3_600_000;
const madeAt = Date.UTC(2026, 0, 10, 13, 0, 0);
const nonce = makeNonce(secret, 'woocommerce-cart', 'session-a', nonceTick(madeAt));

describe('decision 011: nonces', () => {
  it('are good for the action and session they were made for', () => {
    expect(checkNonce(secret, 'woocommerce-cart', 'session-a', nonce, madeAt)).toBe(true);
  });
  it('are refused for another action, another session, another secret, or no session', () => {
    expect(checkNonce(secret, 'wishlist', 'session-a', nonce, madeAt)).toBe(false);
    expect(checkNonce(secret, 'woocommerce-cart', 'session-b', nonce, madeAt)).toBe(false);
    expect(checkNonce(secret, 'woocommerce-cart', '', nonce, madeAt)).toBe(false);
    expect(checkNonce('t'.repeat(40), 'woocommerce-cart', 'session-a', nonce, madeAt)).toBe(false);
  });
  it('stay good through the next 12-hour tick and no longer', () => {
    const tickEnd = nonceTick(madeAt) * 12 * hour;
    expect(checkNonce(secret, 'woocommerce-cart', 'session-a', nonce, tickEnd + 12 * hour - 1)).toBe(true);
    expect(checkNonce(secret, 'woocommerce-cart', 'session-a', nonce, tickEnd + 12 * hour + 1)).toBe(false);
    expect(checkNonce(secret, 'woocommerce-cart', 'session-a', nonce, madeAt + 25 * hour)).toBe(false);
  });
  it('made in a later tick are not good earlier', () => {
    const future = makeNonce(secret, 'woocommerce-cart', 'session-a', nonceTick(madeAt) + 1);
    expect(checkNonce(secret, 'woocommerce-cart', 'session-a', future, madeAt)).toBe(false);
  });
  it('refuse missing, malformed and altered values without throwing', () => {
    for (const bad of [undefined, null, '', 'abc', nonce.toUpperCase(), nonce + '0', nonce.slice(1), '<script>']) {
      expect(checkNonce(secret, 'woocommerce-cart', 'session-a', bad, madeAt)).toBe(false);
    }
    const altered = (nonce[0] === 'a' ? 'b' : 'a') + nonce.slice(1);
    expect(checkNonce(secret, 'woocommerce-cart', 'session-a', altered, madeAt)).toBe(false);
  });
  it('issue 10: remembered, each is still the HMAC of its own secret, action, session and tick, past the bound too', () => {
    const hmac = (key: string, input: string) => createHmac('sha256', key).update(input).digest('hex').slice(0, 20);
    const tick = nonceTick(madeAt);
    for (let i = 0; i < 6000; i += 1) expect(makeNonce(secret, 'wishlist', `session-${i}`, tick)).toBe(hmac(secret, `wishlist|session-${i}|${tick}`));
    for (let round = 0; round < 2; round += 1) {
      for (const key of [secret, 't'.repeat(40)])
        for (const action of ['wishlist', 'woocommerce-cart'])
          for (const session of ['', 'session-a'])
            for (const t of [tick, tick + 1]) expect(makeNonce(key, action, session, t)).toBe(hmac(key, `${action}|${session}|${t}`));
    }
  });
});
