import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { log, requestLog } from './log.server';
import type { AppEnv } from './shop.server';

function captured(stream: NodeJS.WriteStream): () => Record<string, unknown>[] {
  const lines: string[] = [];
  vi.spyOn(stream, 'write').mockImplementation((chunk) => lines.push(String(chunk)) > 0);
  return () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

function app(enabled: boolean) {
  const shop = new Hono<AppEnv>();
  shop.use('*', requestLog(enabled));
  shop.get('/fails', async (c) => {
    await new Promise((r) => setTimeout(r, 1));
    log.error('checkout', new Error('database gone'), { orderId: 7 });
    return c.text('failed', 500);
  });
  return shop;
}

describe('the logger', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes one JSON line per request, and every line logged while serving it carries the same request id', async () => {
    const out = captured(process.stdout);
    const err = captured(process.stderr);
    await app(true).request('/fails');
    const [request] = out();
    const [failure] = err();
    expect(request).toMatchObject({ level: 'info', event: 'request', method: 'GET', path: '/fails', status: 500 });
    expect(failure).toMatchObject({ level: 'error', event: 'checkout', orderId: 7 });
    expect(String(failure?.error)).toContain('database gone');
    expect(failure?.requestId).toMatch(/^[0-9a-f]{16}$/);
    expect(request?.requestId).toBe(failure?.requestId);
  });

  it('gives each request its own id, also when request lines are turned off', async () => {
    const out = captured(process.stdout);
    const err = captured(process.stderr);
    const shop = app(false);
    await shop.request('/fails');
    await shop.request('/fails');
    expect(out()).toEqual([]);
    const [first, second] = err();
    expect(first?.requestId).toBeTruthy();
    expect(first?.requestId).not.toBe(second?.requestId);
  });

  it('writes lines outside any request without an id', () => {
    const out = captured(process.stdout);
    log.info('listening', { port: 3000 });
    expect(out()).toEqual([expect.objectContaining({ level: 'info', event: 'listening', port: 3000 })]);
    expect(out()[0]).not.toHaveProperty('requestId');
  });
});
