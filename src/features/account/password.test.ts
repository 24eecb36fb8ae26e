import { describe, expect, it } from 'vitest';
import { RateLimited } from '../../server/rate-limit.server';
import { hashPassword, unknownAccountHash, verifyPassword } from './password.server';

describe('password hashes (decision 015: scrypt from node:crypto)', () => {
  it('stores scrypt$N$r$p$salt$hash with N=16384, r=8, p=1, a 16-byte salt and a 64-byte key', async () => {
    const stored = await hashPassword('mật khẩu an toàn');
    const [scheme, N, r, p, salt, key] = stored.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(64);
    expect(stored).not.toContain('mật khẩu');
  });

  it('salts every hash: the same password never gives the same hash twice', async () => {
    expect(await hashPassword('12345678')).not.toBe(await hashPassword('12345678'));
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Hoa-sen-2025');
    expect(await verifyPassword('Hoa-sen-2025', stored)).toBe(true);
    expect(await verifyPassword('hoa-sen-2025', stored)).toBe(false);
    expect(await verifyPassword('Hoa-sen-2025 ', stored)).toBe(false);
  });

  it('treats a Vietnamese password typed in decomposed form (NFD) as the same password', async () => {
    const stored = await hashPassword('Phở bò');
    expect(await verifyPassword('Phở bò'.normalize('NFD'), stored)).toBe(true);
  });

  it('matches nothing against a malformed or tampered hash', async () => {
    const stored = await hashPassword('12345678');
    const parts = stored.split('$');
    const shorterKey = [...parts.slice(0, 5), Buffer.alloc(32).toString('base64')].join('$');
    for (const bad of ['', 'plain', stored.replace('scrypt', 'bcrypt'), shorterKey, stored.replace('$16384$', '$3$')]) {
      expect(await verifyPassword('12345678', bad)).toBe(false);
    }
  });

  it('the stand-in hash for unknown e-mails is well formed and matches no password', async () => {
    expect(unknownAccountHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('', unknownAccountHash)).toBe(false);
    expect(await verifyPassword('12345678', unknownAccountHash)).toBe(false);
  });

  it('issue 6 item 5: hashes wait in one queue (two at a time, 64 waiting); past it they are refused, never run', async () => {
    const results = await Promise.allSettled(Array.from({ length: 2 + 64 + 5 }, (_, i) => hashPassword(`mat-khau-${i}`)));
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(5);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(RateLimited);
    expect(await verifyPassword('mat-khau-0', (results[0] as PromiseFulfilledResult<string>).value)).toBe(true);
  }, 120_000);
});
