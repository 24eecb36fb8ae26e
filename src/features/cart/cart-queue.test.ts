import { describe, expect, it } from 'vitest';
import { createQueue } from './cart-queue.client';

const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('spec 4.2: the cart request queue', () => {
  it('spec 4.2: sends requests one at a time, in the order they were made', async () => {
    const queue = createQueue();
    const log: string[] = [];
    let running = 0;
    const task = (name: string, ms: number) => async () => {
      running++;
      expect(running).toBe(1);
      log.push(`start ${name}`);
      await later(ms, null);
      log.push(`end ${name}`);
      running--;
      return name;
    };
    const results = await Promise.all([queue(task('add', 30)), queue(task('remove', 1)), queue(task('add again', 10))]);
    expect(results).toEqual(['add', 'remove', 'add again']);
    expect(log).toEqual(['start add', 'end add', 'start remove', 'end remove', 'start add again', 'end add again']);
  });

  it('spec 4.2: a failed request does not stop the ones queued after it', async () => {
    const queue = createQueue();
    const failed = queue(() => Promise.reject(new Error('offline')));
    const next = queue(() => later(1, 'next'));
    await expect(failed).rejects.toThrow('offline');
    await expect(next).resolves.toBe('next');
  });

  it('spec 4.2: a request made while another runs waits for it', async () => {
    const queue = createQueue();
    let firstDone = false;
    const first = queue(async () => {
      await later(20, null);
      firstDone = true;
    });
    const second = queue(async () => firstDone);
    await first;
    expect(await second).toBe(true);
  });
});
