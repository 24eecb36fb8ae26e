import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { demoFacts } from '../../src/db/seed/demo-facts.server';
import * as vi from '../../src/lib/messages/index';
import { urls } from '../../src/lib/urls';
import { testDatabases } from '../support/databases';
import { rawRequest, shopAtTheDoor } from './raw-http';

// Decision 100: what reaches the shop before any feature, sent byte for byte over a socket as a hostile client would.
const product = urls.product(demoFacts.simpleProductSlug);
const impossibleHosts = ['127.0.0.1:99999', 'localhost:0', 'localhost:abc', '[::1]:99999', 'localhost:', 'localhost:65536', 'localhost:03000'];

describe.each(testDatabases.map((d) => [d.name, d] as const))('the request door on %s', (_name, kind) => {
  const door = shopAtTheDoor(kind, { PAGE_CACHE_SECONDS: '60' });
  const own = () => `127.0.0.1:${door.port()}`;
  const get = (target: string, ...lines: string[]) => rawRequest(door.port(), [`GET ${target} HTTP/1.1`, ...lines].join('\r\n'));
  const kept = async (path: string) => {
    await get(path, `Host: ${own()}`);
    await door.shop().pages.settled();
    expect((await get(path, `Host: ${own()}`)).headers['x-page-cache'], path).toBe('hit');
  };

  it('decision 021: a Host with an impossible port gets 400 in the shop\'s shape, over HTTP and in-process, and no page is kept for it', async () => {
    const before = door.shop().pages.stats.pages;
    for (const host of impossibleHosts) {
      for (const path of [product, '/robots.txt']) {
        const res = await get(path, `Host: ${host}`);
        expect(res.status, host).toBe(400);
        expect(res.body.toString(), host).toBe(vi.security.wrongHost);
        expect(res.headers['cache-control'], host).toBe('no-store');
        expect(res.headers['x-content-type-options'], host).toBe('nosniff');
      }
      const rest = await get('/wp-json/wp/v2/posts', `Host: ${host}`);
      expect(JSON.parse(rest.body.toString()), host).toMatchObject({ code: 'rest_invalid_host', data: { status: 400 } });
      const inProcess = await door.shop().app.request(product, { headers: { host } });
      expect(inProcess.status, host).toBe(400);
      expect(await inProcess.text(), host).toBe(vi.security.wrongHost);
    }
    expect(door.shop().pages.stats.pages).toBe(before);
  });

  it('decision 021: two Host headers get 400 even when the page is kept for the first one', async () => {
    await kept(product);
    for (const second of [own(), 'localhost', 'evil.example']) {
      const res = await get(product, `Host: ${own()}`, `Host: ${second}`);
      expect(res.status, second).toBe(400);
      expect(res.body.toString()).toBe(vi.security.wrongHost);
    }
  });

  it('decision 021: an absolute-form target is served only when it names the Host it was sent with', async () => {
    await kept('/');
    for (const target of ['http://evil.example/', 'https://evil.example/', 'http://localhost:99999/', `http://${own()}.evil.example/`]) {
      const res = await get(target, `Host: ${own()}`);
      expect(res.status, target).toBe(400);
      expect(res.body.toString(), target).toBe(vi.security.wrongHost);
    }
    expect((await get(`http://${own()}/`, `Host: ${own()}`)).status).toBe(200);
  });

  it('decision 100: a kept page and a rendered one go out only in a coding the client takes, or 406', async () => {
    await kept(product);
    const taken: [string, (string | undefined)[]][] = [
      ['gzip;q=0', [undefined]],
      ['br;Q=0, gzip;Q=0', [undefined]],
      ['br;q=0, *;q=1', ['gzip', undefined]],
      ['gzip;q=0.000, br;q=0', [undefined]],
      ['identity;q=0, gzip', ['gzip']],
      ['br;q=0.5, gzip;q=1', ['br', 'gzip']],
    ];
    for (const path of [product, '/khong-co-trang-nay/', urls.cart()]) {
      for (const [accepted, codings] of taken) {
        const res = await get(path, `Host: ${own()}`, `Accept-Encoding: ${accepted}`);
        expect(res.status, `${path} ${accepted}`).not.toBe(406);
        expect(codings, `${path} ${accepted}`).toContain(res.headers['content-encoding']);
      }
      for (const refused of ['identity;q=0', '*;q=0', 'br;q=0, gzip;q=0, identity;q=0', 'deflate, identity;q=0']) {
        const res = await get(path, `Host: ${own()}`, `Accept-Encoding: ${refused}`);
        expect(res.status, `${path} ${refused}`).toBe(406);
        expect(res.headers['content-encoding'], refused).toBeUndefined();
        expect(res.body.toString()).toBe(vi.common.notAcceptable);
      }
    }
  });

  it('decision 100: HEAD on every kind of page answers GET\'s status and headers, without a body', async () => {
    const paths = ['/', product, urls.shop(), '/khong-co-trang-nay/', '/robots.txt', '/sitemap.xml', '/wp-json/wp/v2/posts', urls.cart(), '/tai-khoan/', '/?s=ao', '/?wc-ajax=get_refreshed_fragments', urls.shop().slice(0, -1), '/lien-he/'];
    // Made per answer by the sender, or per visitor.
    const perAnswer = new Set(['date', 'set-cookie', 'etag', 'x-page-cache', 'connection', 'transfer-encoding', 'content-length', 'content-security-policy']);
    const ask = (method: string, path: string) => rawRequest(door.port(), `${method} ${path} HTTP/1.1\r\nHost: ${own()}\r\nAccept-Encoding: gzip, br`);
    for (const path of paths) {
      await ask('GET', path);
      await door.shop().pages.settled();
      const got = await ask('GET', path);
      const head = await ask('HEAD', path);
      expect(head.status, path).toBe(got.status);
      expect(head.body.length, path).toBe(0);
      const shown = (res: typeof got) => Object.entries(res.headers).filter(([name]) => !perAnswer.has(name)).sort();
      expect(shown(head), path).toEqual(shown(got));
      if (got.headers['content-encoding']) expect(head.headers['content-length'], path).toBeDefined();
    }
  });

  it('decision 100: a page asked with another method than GET, HEAD or POST gets 405 with Allow (OPTIONS 204), never a rendered page', async () => {
    for (const path of [product, '/', '/khong-co-trang-nay/', '/wp-admin/admin-ajax.php']) {
      for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH']) {
        const res = await rawRequest(door.port(), `${method} ${path} HTTP/1.1\r\nHost: ${own()}\r\nContent-Length: 0`);
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.allow, `${method} ${path}`).toBe('GET, HEAD, POST, OPTIONS');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.body.toString()).toBe(vi.common.methodNotAllowed);
      }
      const options = await rawRequest(door.port(), `OPTIONS ${path} HTTP/1.1\r\nHost: ${own()}`);
      expect(options.status, path).toBe(204);
      expect(options.headers.allow, path).toBe('GET, HEAD, POST, OPTIONS');
    }
  });

  it('decision 100: a request no URL or header can be read from gets its 400 or 431 in the shop\'s shape', async () => {
    const unreadable: [string, number][] = [
      [`GET /\\evil.example/ HTTP/1.1\r\nHost: ${own()}`, 400],
      [`GET /?s=\u1ea1 HTTP/1.1\r\nHost: ${own()}`, 400],
      [`GET * HTTP/1.1\r\nHost: ${own()}`, 400],
      [`GET /?s=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: ${own()}`, 431],
      [`GET / HTTP/1.1\r\nHost: ${own()}\r\nX-Big: ${'b'.repeat(20_000)}`, 431],
    ];
    for (const [head, status] of unreadable) {
      const res = await rawRequest(door.port(), head);
      expect(res.status, head.slice(0, 30)).toBe(status);
      expect(res.body.toString(), head.slice(0, 30)).toBe(status === 431 ? vi.common.requestTooLarge : vi.common.badRequest);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('decision 100: a 405 to a request announcing a body ends the connection instead of waiting for the body', async () => {
    const socket = connect(door.port(), '127.0.0.1');
    socket.write(`PUT ${product} HTTP/1.1\r\nHost: ${own()}\r\nContent-Length: 5000000\r\n\r\n`);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer.toLowerCase()).toContain('connection: close');
  });
});
