import http from 'node:http';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { startShopProcess, type ShopProcess } from '../support/shop-process';
import { get, unanswered, type Outcome } from './load-client';

// Issue 6 item 9: SIGTERM under load drains: every started request is answered, keep-alive ends, exit 0 in time.
const connections = 12;
const graceSeconds = 8;
const paths = ['/', '/cua-hang/', '/?s=ao&post_type=product', '/danh-muc-san-pham/tui-xach/', '/healthz'];

describe('graceful shutdown under load', () => {
  let shop: ShopProcess | undefined;
  afterAll(() => {
    shop?.child.kill('SIGKILL');
    if (shop) rmSync(shop.dataDir, { recursive: true, force: true });
  });

  it('issue 6: requests running while SIGTERM arrives are all answered, connections close, the shop exits 0 within the grace period', async () => {
    shop = await startShopProcess({ PAGE_CACHE_SECONDS: '0', SHUTDOWN_GRACE_SECONDS: String(graceSeconds), SMTP_URL: 'smtp://127.0.0.1:9' });
    const { origin } = shop;
    const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
    const outcomes: Outcome[] = [];
    let done = false;
    const worker = async (n: number) => {
      for (let i = n; !done; i++) {
        const outcome = await get(agent, origin, paths[i % paths.length]!);
        outcomes.push(outcome);
        if (outcome.status === 'ECONNREFUSED') done = true;
      }
    };
    const workers = Array.from({ length: connections }, (_, n) => worker(n));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const signalAt = Date.now();
    shop.child.kill('SIGTERM');
    const code = await shop.exited;
    const exitedAfterMs = Date.now() - signalAt;
    done = true;
    await Promise.all(workers);
    agent.destroy();

    expect(code).toBe(0);
    expect(exitedAfterMs).toBeLessThan(graceSeconds * 1000);
    // Every request the shop read was answered in full, and every answer reached the client whole.
    const complete = shop.lines.find((l) => l.event === 'shutdown-complete') as { received: number; answered: number } | undefined;
    expect(complete).toBeDefined();
    expect(complete!.answered).toBe(complete!.received);
    const answered = outcomes.filter((o) => !unanswered(o));
    expect(answered).toHaveLength(complete!.received);
    expect(answered.filter((o) => o.status !== 200)).toEqual([]);
    for (const o of answered.filter((p) => p.path !== '/healthz')) expect(o.body.trimEnd().endsWith('</html>'), o.path).toBe(true);
    // After the signal each connection is told to close, and none is served on for long (main served 1.2–2k more).
    expect(answered.filter((o) => o.connection === 'close').length).toBeGreaterThan(0);
    expect(answered.filter((o) => o.startedAt > signalAt + 2500)).toEqual([]);
    expect(outcomes.filter(unanswered).every((o) => o.status === 'ECONNREFUSED' || o.status === 'ECONNRESET' || o.status === 'socket hang up')).toBe(true);
  }, 90_000);
});
