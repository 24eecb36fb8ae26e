import { describe, expect, it } from 'vitest';
import { adminAjax } from './admin-ajax';
import { restClient } from './rest-client';

type Seen = { url: string; method: string; headers: Headers; body: unknown };

/** A scripted server: each call is recorded and answered by `answer`. */
function server(answer: (seen: Seen, n: number) => Response) {
  const seen: Seen[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: init?.body };
    seen.push(call);
    return answer(call, seen.length);
  }) as typeof globalThis.fetch;
  return { seen, fetch };
}
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('the browser REST helper (spec 7.7, 8.4, 9.7)', () => {
  it('spec 7.7: sends the nonce header, and PUT/PATCH/DELETE as POST with the method override', async () => {
    const s = server(() => json({ ok: 1 }));
    const rest = restClient({ root: '/wp-json/', nonce: 'abc', fetch: s.fetch });
    await rest.request({ path: 'wp/v2/users/me', method: 'PATCH', data: { a: 1 } });
    await rest.request({ path: 'wp/v2/users/me' });
    expect(s.seen.map((c) => [c.url, c.method, c.headers.get('X-WP-Nonce'), c.headers.get('X-HTTP-Method-Override')])).toEqual([
      ['/wp-json/wp/v2/users/me', 'POST', 'abc', 'PATCH'],
      ['/wp-json/wp/v2/users/me', 'GET', 'abc', null],
    ]);
    expect(s.seen[0]!.body).toBe('{"a":1}');
  });

  it('spec 9.7: per_page=-1 is fetched in pages of 100 until X-WP-TotalPages', async () => {
    const s = server((c) => {
      const page = Number(new URL(c.url, 'http://x').searchParams.get('page'));
      return json(Array.from({ length: page < 3 ? 100 : 7 }, (_, i) => (page - 1) * 100 + i), 200, { 'X-WP-Total': '207', 'X-WP-TotalPages': '3' });
    });
    const items = await restClient({ root: '/wp-json/', fetch: s.fetch }).request<number[]>({ path: 'wp/v2/media?per_page=-1&media_type=image' });
    expect(items).toHaveLength(207);
    expect(items[206]).toBe(206);
    expect(s.seen.map((c) => c.url)).toEqual([1, 2, 3].map((p) => `/wp-json/wp/v2/media?per_page=100&media_type=image&page=${p}`));
  });

  it('spec 8.4: rest_cookie_invalid_nonce refreshes the nonce and retries once; a second refusal is the error', async () => {
    const s = server((c) => {
      if (c.url.includes('rest-nonce')) return new Response('fresh0000000000000000');
      return c.headers.get('X-WP-Nonce') === 'fresh0000000000000000' ? json({ id: 1 }) : json({ code: 'rest_cookie_invalid_nonce', message: 'stale', data: { status: 403 } }, 403);
    });
    const rest = restClient({ root: '/wp-json/', nonce: 'old', nonceEndpoint: '/wp-admin/admin-ajax.php?action=rest-nonce', fetch: s.fetch });
    expect(await rest.request({ path: 'wp/v2/users/me' })).toEqual({ id: 1 });
    expect(rest.nonce()).toBe('fresh0000000000000000');
    expect(s.seen).toHaveLength(3);
    const always = server((c) => (c.url.includes('rest-nonce') ? new Response('n') : json({ code: 'rest_cookie_invalid_nonce', message: 'stale' }, 403)));
    const stuck = restClient({ root: '/wp-json/', nonce: 'old', nonceEndpoint: '/n?action=rest-nonce', fetch: always.fetch });
    await expect(stuck.request({ path: 'x' })).rejects.toMatchObject({ code: 'rest_cookie_invalid_nonce' });
    expect(always.seen).toHaveLength(3);
  });

  it('spec 7.7: a failed upload\'s post-process step is retried up to 5 times, then post_process', async () => {
    const upload = (okOn: number) =>
      server((c, n) => {
        if (c.url === '/wp-json/wp/v2/media') return json({ code: 'internal' }, 500, { 'X-WP-Upload-Attachment-Id': '42' });
        return n === okOn ? json({ id: 42 }, 201) : json({ code: 'busy' }, 500);
      });
    const late = upload(6);
    expect(await restClient({ root: '/wp-json/', fetch: late.fetch }).request({ path: 'wp/v2/media', method: 'POST', body: 'file' })).toEqual({ id: 42 });
    expect(late.seen.slice(1).map((c) => c.url)).toEqual(Array(5).fill('/wp-json/wp/v2/media/42/post-process'));
    expect(JSON.parse(String(late.seen[1]!.body))).toEqual({ action: 'create-image-subsizes' });
    const never = upload(99);
    await expect(restClient({ root: '/wp-json/', fetch: never.fetch }).request({ path: 'wp/v2/media', method: 'POST', body: 'file' })).rejects.toMatchObject({ code: 'post_process', message: expect.stringMatching(/^Media upload failed/) });
    expect(never.seen).toHaveLength(6);
  });

  it('spec 8.4: fetch_error offline, invalid_json for a non-JSON body, unknown_error without a code, the server\'s code otherwise', async () => {
    const offline = restClient({ root: '/', fetch: (() => Promise.reject(new TypeError('net'))) as typeof fetch });
    await expect(offline.request({ path: 'x' })).rejects.toMatchObject({ code: 'fetch_error', message: 'You are probably offline.' });
    const html = restClient({ root: '/', fetch: server(() => new Response('<html>')).fetch });
    await expect(html.request({ path: 'x' })).rejects.toMatchObject({ code: 'invalid_json', message: 'The response is not a valid JSON response.' });
    const bare = restClient({ root: '/', fetch: server(() => json({}, 500)).fetch });
    await expect(bare.request({ path: 'x' })).rejects.toMatchObject({ code: 'unknown_error', message: 'An unknown error occurred.' });
    const coded = restClient({ root: '/', fetch: server(() => json({ code: 'rest_no_route', message: 'không có' }, 404)).fetch });
    await expect(coded.request({ path: 'x' })).rejects.toMatchObject({ code: 'rest_no_route', message: 'không có' });
    expect(await restClient({ root: '/', fetch: server(() => new Response(null, { status: 204 })).fetch }).request({ path: 'x', method: 'DELETE' })).toBeNull();
  });
});

describe('generic admin ajax (spec 7.1)', () => {
  it('posts the action and its data; success resolves the data, failure rejects; query-attachments reads X-WP-Total', async () => {
    const s = server((c) => {
      const form = new URLSearchParams(String(c.body));
      if (form.get('action') === 'query-attachments') return json({ success: true, data: [{ id: 1 }] }, 200, { 'X-WP-Total': '57' });
      return json({ success: form.get('ok') === '1', data: form.get('query[paged]') });
    });
    expect(await adminAjax('query-attachments', { query: { posts_per_page: 40, paged: 2 } }, s.fetch)).toEqual({ data: [{ id: 1 }], total: 57 });
    expect(String(s.seen[0]!.body)).toBe('action=query-attachments&query%5Bposts_per_page%5D=40&query%5Bpaged%5D=2');
    expect(await adminAjax('x', { ok: 1, query: { paged: 3 } }, s.fetch)).toEqual({ data: '3' });
    await expect(adminAjax('x', { ok: 0, query: { paged: 4 } }, s.fetch)).rejects.toMatchObject({ data: '4' });
  });
});
