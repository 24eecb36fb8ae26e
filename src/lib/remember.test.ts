import { describe, expect, it, vi as vitest } from 'vitest';
import { rememberFor } from './remember.server';

describe('rememberFor', () => {
  it('answers from memory within the time, per database and arguments', async () => {
    const query = vitest.fn(async (_db: object, n: number) => n * 2);
    const cached = rememberFor(60_000, 10, query);
    const [a, b] = [{}, {}];
    expect(await cached(a, 1)).toBe(2);
    expect(await cached(a, 1)).toBe(2);
    expect(await cached(a, 2)).toBe(4);
    expect(await cached(b, 1)).toBe(2);
    expect(query).toHaveBeenCalledTimes(3);
  });

  it('asks again once the time is up, and after a failure', async () => {
    let calls = 0;
    const cached = rememberFor(0, 10, async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return calls;
    });
    await expect(cached({})).rejects.toThrow('down');
    const db = {};
    expect(await cached(db)).toBe(2);
    await new Promise((r) => setTimeout(r, 2));
    expect(await cached(db)).toBe(3);
  });

  it('keeps at most max answers, dropping the oldest', async () => {
    const query = vitest.fn(async (_db: object, n: number) => n);
    const cached = rememberFor(60_000, 2, query);
    const db = {};
    await cached(db, 1);
    await cached(db, 2);
    await cached(db, 3);
    await cached(db, 1);
    expect(query).toHaveBeenCalledTimes(4);
  });
});
