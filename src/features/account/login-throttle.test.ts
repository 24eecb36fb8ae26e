import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/index.server';
import { testDatabases } from '../../../tests/support/databases';
import { accountDelayMs, beginLoginAttempt, loginLimits, loginSucceeded, passwordChecks } from './login-throttle.server';

const minutes = (n: number) => n * 60_000;
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

describe.each(testDatabases.map((d) => [d.name, d] as const))('login rate limit on %s', (_name, kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database?.close());
  const db = () => database.db;

  it('decision 022: after 5 failures per e-mail each attempt waits 1 s after the last, doubling to 60 s; never a lockout', async () => {
    const start = new Date('2026-03-01T08:00:00Z');
    const attempt = (ms: number, ip = '10.0.0.1') => beginLoginAttempt(db(), 'lan@example.vn', ip, at(start, ms));
    for (let i = 0; i < loginLimits.perEmail; i++) expect((await attempt(i)).allowed).toBe(true);
    const refused = await attempt(loginLimits.perEmail, '10.0.0.2');
    expect(refused).toEqual({ allowed: false, retryAfterMs: 1000 - 1 });
    let last = loginLimits.perEmail - 1;
    for (const wait of [1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000]) {
      expect((await attempt(last + wait - 1)).allowed).toBe(false);
      expect((await attempt(last + wait)).allowed).toBe(true);
      last += wait;
    }
    expect([accountDelayMs(4), accountDelayMs(5), accountDelayMs(12), accountDelayMs(40)]).toEqual([0, 1000, 60_000, 60_000]);
    expect((await beginLoginAttempt(db(), 'khac@example.vn', '10.0.0.1', at(start, last))).allowed).toBe(true);
  });

  it('decision 022: a device the account logged in from before is never delayed by strangers’ failures', async () => {
    const start = new Date('2026-03-05T08:00:00Z');
    for (let i = 0; i < 12; i++) await beginLoginAttempt(db(), 'hoa@example.vn', `10.0.4.${i}`, at(start, i * 100));
    expect((await beginLoginAttempt(db(), 'hoa@example.vn', '10.0.5.1', at(start, 1300))).allowed).toBe(false);
    expect((await beginLoginAttempt(db(), 'hoa@example.vn', '10.0.5.1', at(start, 1300), true)).allowed).toBe(true);
  });

  it('decision 015: 20 failures per address in 15 minutes, whatever the e-mails; other addresses go on', async () => {
    const start = new Date('2026-03-02T08:00:00Z');
    for (let i = 0; i < loginLimits.perAddress; i++) expect((await beginLoginAttempt(db(), `user${i}@example.vn`, '10.0.1.1', at(start, i * 1000))).allowed).toBe(true);
    expect((await beginLoginAttempt(db(), 'new@example.vn', '10.0.1.1', at(start, minutes(1)))).allowed).toBe(false);
    expect((await beginLoginAttempt(db(), 'new@example.vn', '10.0.1.2', at(start, minutes(1)))).allowed).toBe(true);
    expect((await beginLoginAttempt(db(), 'new2@example.vn', '10.0.1.1', at(start, minutes(16)))).allowed).toBe(true);
  });

  it('a refused attempt is not counted, and a right password forgives the e-mail its failures', async () => {
    const start = new Date('2026-03-03T08:00:00Z');
    for (let i = 0; i < loginLimits.perEmail; i++) await beginLoginAttempt(db(), 'mai@example.vn', '10.0.2.1', at(start, i));
    for (let i = 0; i < 3; i++) expect((await beginLoginAttempt(db(), 'mai@example.vn', '10.0.2.1', at(start, 500))).allowed).toBe(false);
    // The refused ones left no trace: the wait is still one second after the fifth failure, not longer.
    const next = await beginLoginAttempt(db(), 'mai@example.vn', '10.0.2.1', at(start, 1004));
    expect(next.allowed).toBe(true);
    if (next.allowed) await loginSucceeded(db(), 'mai@example.vn', next);
    for (let i = 0; i < loginLimits.perEmail; i++) expect((await beginLoginAttempt(db(), 'mai@example.vn', '10.0.2.1', at(start, 2000 + i))).allowed).toBe(true);
  });

  it('decision 022: right passwords count too, 30 password checks per address in 10 minutes; other addresses go on', async () => {
    const start = new Date('2026-03-06T08:00:00Z');
    const logIn = async (ip: string, ms: number) => {
      const ticket = await beginLoginAttempt(db(), 'vy@example.vn', ip, at(start, ms));
      if (ticket.allowed) await loginSucceeded(db(), 'vy@example.vn', ticket);
      return ticket;
    };
    for (let i = 0; i < passwordChecks.max; i++) expect((await logIn('10.0.6.1', i * 1000)).allowed).toBe(true);
    expect(await logIn('10.0.6.1', minutes(1))).toEqual({ allowed: false, retryAfterMs: minutes(10) });
    // The refusal hashed nothing and counted nothing: the e-mail is not delayed, another address logs in at once.
    expect((await logIn('10.0.6.2', minutes(1))).allowed).toBe(true);
    expect((await logIn('10.0.6.1', minutes(10) + 500)).allowed).toBe(true);
  });

  it('parallel guesses cannot slip past the limit together', async () => {
    const now = new Date('2026-03-04T08:00:00Z');
    const tickets = await Promise.all(Array.from({ length: 12 }, () => beginLoginAttempt(db(), 'song@example.vn', '10.0.3.1', now)));
    expect(tickets.filter((t) => t.allowed).length).toBeLessThanOrEqual(loginLimits.perEmail);
  });
});
