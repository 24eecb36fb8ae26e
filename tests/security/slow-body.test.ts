import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverTimeouts } from '../../src/server/server-timeouts.server';
import { testDatabases } from '../support/databases';
import { openTestShop, type TestShop } from '../support/shop';

// Issue 6: slow request bodies stayed open 110 s and more. The real node server, with the limits scaled down.
const limits = { requestMs: 1500, headersMs: 1000 };

/** Sends `head`, then one byte every 200 ms; resolves with what the server answered and when it closed. */
function dribble(port: number, head: string): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('connect', () => socket.write(head));
    const timer = setInterval(() => socket.writable && socket.write('a'), 200);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
  });
}

describe.each(testDatabases.slice(0, 1).map((d) => [d.name, d] as const))('slow clients on %s', (_name, kind) => {
  let shop: TestShop;
  let server: ServerType;
  let port = 0;
  beforeAll(async () => {
    shop = await openTestShop(kind);
    server = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1', serverOptions: serverTimeouts(limits) });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await shop?.close();
  });

  it('a body that never finishes is cut off with 408 once the request time is up', async () => {
    const head = 'POST /?wc-ajax=add_to_cart HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n\r\n';
    const { answer, closedAfterMs } = await dribble(port, head);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(limits.requestMs + 2000);
  });

  it('headers that never finish are cut off once the header time is up', async () => {
    const { answer, closedAfterMs } = await dribble(port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(limits.headersMs + 2000);
  });

  it('the shop’s own limits are 30 s for a request and 10 s for its headers, checked every second', () => {
    expect(serverTimeouts()).toEqual({ requestTimeout: 30_000, headersTimeout: 10_000, connectionsCheckingInterval: 1000 });
  });
});
