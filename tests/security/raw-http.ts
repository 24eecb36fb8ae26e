import { serve } from '@hono/node-server';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { shopServer } from '../../src/app/request-door.server';
import type { TestDatabase } from '../support/databases';
import { openTestShop, type TestShop } from '../support/shop';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Sends `head` (request line and header lines, no blank line) as written, byte for byte: no client tidies it up. */
export function rawRequest(port: number, head: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${head}\r\nConnection: close\r\n\r\n`));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk)).on('error', reject);
    socket.on('end', () => resolve(parsed(Buffer.concat(chunks))));
  });
}

function parsed(bytes: Buffer): RawAnswer {
  const end = bytes.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) headers[line.slice(0, line.indexOf(':')).toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
  let body = bytes.subarray(end + 4);
  if (headers['transfer-encoding'] === 'chunked') body = unchunked(body);
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

function unchunked(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; ) {
    const lineEnd = bytes.indexOf('\r\n', at);
    const size = parseInt(bytes.subarray(at, lineEnd).toString(), 16);
    if (!size) break;
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 4 + size;
  }
  return Buffer.concat(parts);
}

/** For a suite: the shop on `kind` behind the server `main.server.ts` runs (door, stored pages, app), on a free port. */
export function shopAtTheDoor(kind: TestDatabase, env: Record<string, string> = {}) {
  let shop: TestShop | undefined;
  let server: ReturnType<typeof serve> | undefined;
  beforeAll(async () => {
    shop = await openTestShop(kind, env);
    await new Promise<void>((resolve) => {
      server = serve({ fetch: shop!.app.fetch, port: 0, hostname: '127.0.0.1', createServer: shopServer(shop!.pages, false) }, () => resolve());
    });
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => {
      server?.close(() => resolve());
      if (server && 'closeAllConnections' in server) server.closeAllConnections();
    });
    await shop?.close();
  });
  return { shop: () => shop!, port: () => (server!.address() as AddressInfo).port };
}
