import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { serverWithStoredPages } from '../../src/app/stored-pages.server';
import type { TestShop } from './shop';

/** The test shop behind a real node:http server on a free port, as `main.server.ts` serves it. */
export async function serveOverHttp(shop: TestShop): Promise<{ base: string; close(): Promise<void> }> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1', createServer: serverWithStoredPages(shop.pages, false) }, () => resolve(s));
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
