import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import { urls } from '../../src/lib/urls';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

// Every process below `root` whose command line runs the shop.
function shopProcesses(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      parents.set(Number(entry), Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]));
    } catch {}
  }
  const below = (pid: number): number[] => [...parents].filter(([, parent]) => parent === pid).flatMap(([child]) => [child, ...below(child)]);
  return below(root).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('main.server');
    } catch {
      return false;
    }
  });
}

// Each request on a new connection, so the primary hands them to the workers in turn.
function get(port: number, path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; cookies: string[]; text: string }>((resolve, reject) => {
    const method = body === undefined ? 'GET' : 'POST';
    const extra = body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' };
    request({ host: '127.0.0.1', port, path, method, agent: false, headers: { connection: 'close', ...extra, ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, cookies: res.headers['set-cookie'] ?? [], text }));
    })
      .on('error', reject)
      .end(body);
  });
}

describe('two processes (WEB_CONCURRENCY=2) on SQLite', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-workers-'));
  let shop: ChildProcess;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    const env = { ...process.env, WEB_CONCURRENCY: '2', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: `file:${dataDir}/shop.db`, LOG_REQUESTS: '0', NODE_ENV: 'production' };
    shop = spawn('node_modules/.bin/tsx', ['src/app/main.server.ts'], { env, stdio: 'ignore' });
    for (let tries = 0; tries < 240; tries++) {
      if (shopProcesses(shop.pid!).length >= 3 && (await get(port, '/healthz').then((r) => r.status === 200, () => false))) break;
      await new Promise((r) => setTimeout(r, 500));
    }
  }, 150_000);
  afterAll(async () => {
    if (shop.exitCode === null && shop.signalCode === null) {
      shop.kill('SIGTERM');
      await new Promise((r) => shop.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('issue 10 target 4: a primary keeps two workers that share the port, the cart and the session', async () => {
    expect(shopProcesses(shop.pid!).length).toBeGreaterThanOrEqual(3);
    const product = await get(port, urls.product(demoFacts.simpleProductSlug));
    expect(product.status).toBe(200);
    const button = /<button[^>]*name="add-to-cart"[^>]*>/.exec(product.text)?.[0] ?? '';
    const id = /value="(\d+)"/.exec(button)?.[1];
    expect(id).toBeTruthy();
    const added = await get(port, '/?wc-ajax=add_to_cart', {}, `product_id=${id}&quantity=3`);
    const cookie = added.cookies.map((line) => line.split(';')[0]).join('; ');
    expect(cookie).toContain('shop_session=');
    for (let n = 0; n < 6; n++) {
      const cart = await get(port, urls.cart(), { cookie });
      expect(cart.status).toBe(200);
      expect(cart.text).toMatch(/class="cart-count"[^>]*>3</);
    }
  }, 60_000);

  it('the whole group stops on SIGTERM', async () => {
    const workers = shopProcesses(shop.pid!);
    shop.kill('SIGTERM');
    await new Promise((r) => shop.once('exit', r));
    await new Promise((r) => setTimeout(r, 500));
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  }, 30_000);
});
