import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { shopServer } from '../../src/app/request-door.server';
import type { TestDatabase } from './databases';
import { openTestShop, type TestShop } from './shop';

/** The test shop behind a real node:http server on a free port, as `main.server.ts` serves it: door, stored pages, app. */
export async function serveOverHttp(shop: TestShop): Promise<{ base: string; close(): Promise<void> }> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1', createServer: shopServer(shop.pages, false) }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ('closeAllConnections' in server) server.closeAllConnections();
    }),
  };
}

/** For a suite: the shop on `kind` behind a real node:http server, opened before its tests and closed after them. */
export function shopOverHttpForSuite(kind: TestDatabase, env: Record<string, string> = {}) {
  let shop: TestShop | undefined;
  let server: Awaited<ReturnType<typeof serveOverHttp>> | undefined;
  beforeAll(async () => {
    shop = await openTestShop(kind, env);
    server = await serveOverHttp(shop);
  });
  afterAll(async () => {
    await server?.close();
    await shop?.close();
  });
  return { shop: () => shop!, base: () => server!.base };
}
