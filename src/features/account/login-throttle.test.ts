import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/index.server';
import { testDatabases } from '../../../tests/support/databases';
import { beginLoginAttempt, loginLimits, loginSucceeded } from './login-throttle.server';

const minutes = (n: number) => n * 60_000;
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

describe.each(testDatabases.map((d) => [d.name, d] as const))('login rate limit on %s', (_name, kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database?.close());
  const db = () => database.db;

  it('decision 015: 5 failures per e-mail in 15 minutes, then refused until the oldest leaves the window', async () => {
    const start = new Date('2026-03-01T08:00:00Z');
    for (let i = 0; i < loginLimits.perEmail; i++) expect((await beginLoginAttempt(db(), 'lan@example.vn', '10.0.0.1', at(start, minutes(i)))).allowed).toBe(true);
    expect((await beginLoginAttempt(db(), 'lan@example.vn', '10.0.0.2', at(start, minutes(10)))).allowed).toBe(false);
    expect((await beginLoginAttempt(db(), 'lan@example.vn', '10.0.0.1', at(start, minutes(15) - 1))).allowed).toBe(false);
    // At 15 minutes the first failure has left the window: one more attempt fits, then it is full again.
    expect((await beginLoginAttempt(db(), 'lan@example.vn', '10.0.0.1', at(start, minutes(15)))).allowed).toBe(true);
    expect((await beginLoginAttempt(db(), 'lan@example.vn', '10.0.0.1', at(start, minutes(15) + 1))).allowed).toBe(false);
    expect((await beginLoginAttempt(db(), 'khac@example.vn', '10.0.0.1', at(start, minutes(15) + 1))).allowed).toBe(true);
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
    for (let i = 0; i < 3; i++) expect((await beginLoginAttempt(db(), 'mai@example.vn', '10.0.2.1', at(start, minutes(14)))).allowed).toBe(false);
    // Once the first failure leaves the window exactly one attempt fits: the refused ones left no trace.
    expect((await beginLoginAttempt(db(), 'mai@example.vn', '10.0.2.1', at(start, minutes(15)))).allowed).toBe(true);
    const next = await beginLoginAttempt(db(), 'mai@example.vn', '10.0.2.1', at(start, minutes(16)));
    expect(next.allowed).toBe(true);
    if (next.allowed) await loginSucceeded(db(), 'mai@example.vn', next);
    for (let i = 0; i < loginLimits.perEmail; i++) expect((await beginLoginAttempt(db(), 'mai@example.vn', '10.0.2.1', at(start, minutes(16) + i))).allowed).toBe(true);
  });

  it('parallel guesses cannot slip past the limit together', async () => {
    const now = new Date('2026-03-04T08:00:00Z');
    const tickets = await Promise.all(Array.from({ length: 12 }, () => beginLoginAttempt(db(), 'song@example.vn', '10.0.3.1', now)));
    expect(tickets.filter((t) => t.allowed).length).toBeLessThanOrEqual(loginLimits.perEmail);
  });
});
