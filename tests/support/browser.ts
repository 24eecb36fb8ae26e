import type { Hono } from 'hono';
import type { AppEnv } from '../../src/server/shop.server';

/** A browser at one network address, talking to the app in-process: keeps the cookies the shop sets and sends them back. */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  constructor(
    protected readonly app: Hono<AppEnv>,
    readonly address = '203.0.113.1',
  ) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; '));
    // What @hono/node-server hands the app for a real connection.
    const env = { incoming: { socket: { remoteAddress: this.address } } };
    const res = await this.app.request(path, { ...init, headers }, env);
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      if (/;\s*max-age=0(;|$)/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(pair.indexOf('=') + 1));
    }
    return res;
  }

  post(path: string, fields: Record<string, string>): Promise<Response> {
    return this.request(path, { method: 'POST', body: new URLSearchParams(fields) });
  }
}
