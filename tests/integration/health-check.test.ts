import { rmSync } from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import { urls } from '../../src/lib/urls';
import { startShopProcess, type ShopProcess } from '../support/shop-process';

// The real shop in its own process, so its renders hold its event loop (node:sqlite) while this one keeps sending.
let shop: ShopProcess;
const renders = 80;
const agent = new http.Agent({ keepAlive: true, maxSockets: renders + 1 });

function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; at: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(shop.origin + path, { agent, headers }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, body, at: performance.now() }));
      })
      .on('error', reject);
  });
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// An unknown query parameter: each of these is rendered, none answered from the page cache.
const uncachedProduct = (i: number) => `${urls.product(demoFacts.simpleProductSlug)}?held=${i}`;

beforeAll(async () => {
  shop = await startShopProcess({ PAGE_CACHE_SECONDS: '0' });
  // Every connection open and the page's code warm, so the held renders reach the server at once.
  await Promise.all(Array.from({ length: renders + 1 }, (_, i) => get(uncachedProduct(i))));
}, 120_000);
afterAll(async () => {
  shop.child.kill('SIGTERM');
  await shop.exited;
  agent.destroy();
  rmSync(shop.dataDir, { recursive: true, force: true });
});

describe('/healthz (decisions 021, 062)', () => {
  it('answers while renders wait for their turn, not after them', async () => {
    const held = Array.from({ length: renders }, (_, i) => get(uncachedProduct(i)));
    // Long enough for the server to read every held request into its queue; a render takes a few ms.
    await pause(40);
    const health = await get('/healthz');
    const answered = await Promise.all(held);
    expect(answered.every((a) => a.status === 200)).toBe(true);
    expect(health).toMatchObject({ status: 200, body: '{"status":"ok"}' });
    // Queued behind them, it came after nearly all; answered before the queue, ahead of most of them.
    expect(answered.filter((a) => a.at > health.at).length).toBeGreaterThan(renders / 2);
  });

  it('answers a Host the shop does not own, as before', async () => {
    const health = await get('/healthz', { host: 'evil.example' });
    expect(health).toMatchObject({ status: 200, body: '{"status":"ok"}' });
    expect((await get('/', { host: 'evil.example' })).status).toBe(400);
  });
});
