import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../tests/support/databases';
import { serveOverHttp } from '../../tests/support/http-shop';
import { openTestShop, type TestShop } from '../../tests/support/shop';
import { demoFacts } from '../db/seed/demo-facts.server';
import { productId } from '../features/cart/cart-test-support';
import { cms } from '../lib/contract-names';
import * as vi from '../lib/messages/index';
import { bodyBudget, smallBodyBudget } from '../server/body-budget.server';
import { maxFormFields } from '../server/request.server';
import type { AppEnv } from '../server/shop.server';
import { clientAssets } from './app.server';
import { compression } from './compression.server';

const feedbackPath = '/wp-json/contact-form-7/v1/contact-forms/1/feedback';
const restShape = (status: number) => ({ code: expect.stringMatching(/^[a-z_]+$/), message: expect.any(String), data: { status } });

/** A multipart body of `count` small text fields. */
function multipartFields(count: number, boundary = 'xx'): string {
  return Array.from({ length: count }, (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join('') + `--${boundary}--\r\n`;
}

async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  if (!check()) throw new Error(`never: ${what}`);
}

/** A post over its own socket whose body is sent all but `withheld` bytes; its answer, whenever the server gives one. */
interface HeldPost {
  socket: Socket;
  answer: Promise<{ status: number; headers: string; body: string }>;
  /** Sends the withheld bytes. */
  finish(): void;
}

function heldPost(port: number, from: string, path: string, head: Record<string, string>, body: Buffer, withheld = 1): HeldPost {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from });
  socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${Object.entries(head).map(([n, v]) => `${n}: ${v}\r\n`).join('')}\r\n`);
  socket.write(body.subarray(0, body.length - withheld));
  const answer = new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end))?.[1] ?? NaN);
      if (end !== -1 && text.length - end - 4 >= length) {
        resolve({ status: Number(text.split(' ')[1]), headers: text.slice(0, end), body: Buffer.from(text.slice(end + 4), 'latin1').toString('utf8') });
      }
    });
    socket.on('error', reject);
  });
  answer.catch(() => {});
  return { socket, answer, finish: () => socket.write(body.subarray(body.length - withheld)) };
}

describe.each(testDatabases.map((d) => [d.name, d] as const))('request bodies over HTTP on %s', (_name, kind) => {
  let shop: TestShop;
  let base = '';
  let port = 0;
  let product = 0;
  const closing: (() => Promise<void>)[] = [];
  const post = (path: string, body: string, type = 'application/x-www-form-urlencoded') =>
    fetch(base + path, { method: 'POST', body, headers: { 'Content-Type': type, Origin: base } });

  beforeAll(async () => {
    shop = await openTestShop(kind);
    closing.push(() => shop.close());
    const server = await serveOverHttp(shop);
    closing.unshift(() => server.close());
    base = server.base;
    port = Number(new URL(base).port);
    product = await productId(shop.deps.database.db, demoFacts.simpleProductSlug);
  });
  afterAll(async () => {
    for (const close of closing) await close();
  });

  it('decision 086: a form body with more fields than any form posts is a 400 in its route\'s shape, before it is parsed', async () => {
    const manyNames = '&'.repeat(130_000);
    for (const path of ['/?wc-ajax=add_to_cart', cms.ajaxPath]) {
      const res = await post(path, `product_id=${product}${manyNames}`);
      expect([path, res.status, await res.text()]).toEqual([path, 400, '0']);
    }
    const page = await post('/nhan-tin/dang-ky/', `email=a%40example.com${manyNames}`);
    expect([page.status, page.headers.get('content-type'), await page.text()]).toEqual([400, 'text/plain; charset=UTF-8', vi.common.badRequest]);
    const rest = await post(feedbackPath, multipartFields(maxFormFields + 1), 'multipart/form-data; boundary=xx');
    expect([rest.status, await rest.json()]).toEqual([400, restShape(400)]);
  });

  it('decision 086: the same bytes in one field, and a form of as many fields as allowed, are answered as before', async () => {
    const oneField = await post('/?wc-ajax=add_to_cart', `product_id=${product}&quantity=1&note=${'a'.repeat(130_000)}`);
    expect(await oneField.json()).toMatchObject({ fragments: expect.any(Object) });
    const extra = Array.from({ length: maxFormFields - 2 }, (_, i) => `x${i}=`).join('&');
    const allowed = await post('/?wc-ajax=add_to_cart', `product_id=${product}&${extra}&quantity=1`);
    expect(await allowed.json()).toMatchObject({ fragments: expect.any(Object) });
    const rest = await post(feedbackPath, multipartFields(maxFormFields), 'multipart/form-data; boundary=xx');
    expect([rest.status, ((await rest.json()) as { code: string }).code]).toEqual([400, 'wpcf7_unit_tag_not_found']);
  });

  it('a form\'s media type is read whatever its case (RFC 9110 8.3.1)', async () => {
    const urlEncoded = await post('/?wc-ajax=add_to_cart', `product_id=${product}&quantity=1`, 'Application/X-WWW-Form-Urlencoded; Charset=UTF-8');
    expect(await urlEncoded.json()).toMatchObject({ fragments: expect.any(Object) });
    const body = `--yy\r\nContent-Disposition: form-data; name="product_id"\r\n\r\n${product}\r\n--yy\r\nContent-Disposition: form-data; name="quantity"\r\n\r\n1\r\n--yy--\r\n`;
    const multipart = await post('/?wc-ajax=add_to_cart', body, 'Multipart/Form-Data; boundary=yy');
    expect(await multipart.json()).toMatchObject({ fragments: expect.any(Object) });
  });

  it('decision 086: bodies held open count against one address\'s share and the process\'s; past either a 503 with Retry-After, others still answered', async () => {
    const size = Math.floor(7.9 * 1024 * 1024);
    const body = Buffer.alloc(size, 'a');
    const head = { 'Content-Type': 'multipart/form-data; boundary=xx', 'Content-Length': String(size) };
    const held: HeldPost[] = [];
    const hold = async (from: string) => {
      held.push(heldPost(port, from, feedbackPath, head, body));
      await until(() => bodyBudget.held === held.length * size, `${held.length} bodies held`);
    };
    const smallPostAnswered = async () => (await post('/?wc-ajax=add_to_cart', `product_id=${product}&quantity=1`)).json();
    try {
      expect(bodyBudget.held).toBe(0);
      await hold('127.0.0.1');
      await hold('127.0.0.1');
      // A third from the same address passes its share (16 MB): refused before its body is read.
      const third = await heldPost(port, '127.0.0.1', feedbackPath, head, body).answer;
      expect([third.status, /\r\nretry-after: \d+/i.test(third.headers), JSON.parse(third.body)]).toEqual([503, true, restShape(503)]);
      expect(await smallPostAnswered()).toMatchObject({ fragments: expect.any(Object) });
      for (const from of ['127.0.0.2', '127.0.0.2', '127.0.0.3', '127.0.0.3', '127.0.0.4', '127.0.0.4']) await hold(from);
      // Eight bodies hold 63.2 of the process's 64 MB: another address's big body is refused, small answers go on.
      const fifth = heldPost(port, '127.0.0.5', feedbackPath, head, body);
      expect((await fifth.answer).status).toBe(503);
      expect((await fetch(base + '/')).status).toBe(200);
      expect(await smallPostAnswered()).toMatchObject({ fragments: expect.any(Object) });
      expect(bodyBudget.held).toBe(8 * size);
      // A body that arrives whole is answered and given back; a client that leaves gives back what it held.
      held[0]!.finish();
      expect((await held[0]!.answer).status).toBe(400);
      await until(() => bodyBudget.held === 7 * size, 'the answered body given back');
      for (const h of held.slice(1)) h.socket.destroy();
      await until(() => bodyBudget.held === 0, 'every left body given back');
      const again = heldPost(port, '127.0.0.5', feedbackPath, head, body, 0);
      expect((await again.answer).status).toBe(400);
    } finally {
      for (const h of held) h.socket.destroy();
    }
  });

  it('decision 086: big bodies holding the whole budget leave shoppers\' small posts their own, answered', async () => {
    const size = 8 * 1024 * 1024; // the feedback route's most: four addresses can take all 64 MB
    const body = Buffer.alloc(size, 'a');
    const head = { 'Content-Type': 'multipart/form-data; boundary=xx', 'Content-Length': String(size) };
    const held: HeldPost[] = [];
    try {
      for (const from of ['127.0.0.6', '127.0.0.6', '127.0.0.7', '127.0.0.7', '127.0.0.8', '127.0.0.8', '127.0.0.9', '127.0.0.9']) {
        held.push(heldPost(port, from, feedbackPath, head, body));
        await until(() => bodyBudget.held === held.length * size, `${held.length} bodies held`);
      }
      expect(bodyBudget.held).toBe(bodyBudget.totalBytes);
      const added = await (await post('/?wc-ajax=add_to_cart', `product_id=${product}&quantity=1`)).json();
      expect(added).toMatchObject({ fragments: expect.any(Object) });
      expect(smallBodyBudget.held).toBe(0); // given back once answered
    } finally {
      for (const h of held) h.socket.destroy();
      await until(() => bodyBudget.held === 0, 'every left body given back');
    }
  });

  it('decision 086: a body refused as too large says the connection closes, so a keep-alive client sends its next request on a new one', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: Buffer) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const req = request(base + path, { method, agent, headers: body ? { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base } : {} }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
        });
        req.on('error', reject);
        if (body) for (let i = 0; i < 16; i++) req.write(body.subarray(i * 65536, (i + 1) * 65536)); // chunked, no length
        req.end();
      });
    try {
      const refused = await send('POST', cms.ajaxPath, Buffer.alloc(1024 * 1024, 'a'));
      expect(refused).toEqual({ status: 413, connection: 'close' });
      expect((await send('GET', '/healthz')).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('decision 086: a chunked upload from a visitor is refused (401) before its body is read', async () => {
    const head = { 'Content-Type': 'multipart/form-data; boundary=xx', 'Transfer-Encoding': 'chunked' };
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    // One chunk of 1 MB sent, the body never ended.
    const upload = heldPost(port, '127.0.0.1', '/wp-json/wp/v2/media', head, Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]), 0);
    try {
      const unanswered = new Promise<undefined>((resolve) => setTimeout(resolve, 5000, undefined));
      const answer = await Promise.race([upload.answer, unanswered]);
      expect([answer?.status, answer && JSON.parse(answer.body)]).toEqual([401, restShape(401)]);
      expect(bodyBudget.held).toBe(0);
    } finally {
      upload.socket.destroy();
    }
  });
});

describe('ranges of the client build\'s files, with compression on', () => {
  const root = mkdtempSync(join(tmpdir(), 'client-assets-'));
  const script = 'console.log("shop");\n'.repeat(400);
  let base = '';
  let close = () => {};
  beforeAll(async () => {
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'assets', 'main-abc.js'), script);
    const app = new Hono<AppEnv>();
    app.use('*', compression());
    app.use('/assets/*', clientAssets(root));
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => {
    close();
    rmSync(root, { recursive: true, force: true });
  });
  const get = async (range: string) => {
    const res = await fetch(base + '/assets/main-abc.js', { headers: { Range: range, 'Accept-Encoding': 'gzip' } });
    return [res.status, res.headers.get('content-encoding'), res.headers.get('content-range'), await res.text()];
  };

  it('a byte range is answered with the plain bytes it counts, never gzipped', async () => {
    expect(await get('bytes=0-1499')).toEqual([206, null, `bytes 0-1499/${script.length}`, script.slice(0, 1500)]);
    expect(await get('Bytes=10-19')).toEqual([206, null, `bytes 10-19/${script.length}`, script.slice(10, 20)]);
  });

  it('RFC 9110 14.2: a Range it cannot read is ignored (200, the whole file); one past the end is a 416', async () => {
    for (const range of ['bytes=abc', '0-5', 'bytes=0-1,5-9', 'items=0-5']) expect([range, ...(await get(range))]).toEqual([range, 200, 'gzip', null, script]);
    expect((await get(`bytes=${script.length}-`)).slice(0, 3)).toEqual([416, null, `bytes */${script.length}`]);
  });
});
