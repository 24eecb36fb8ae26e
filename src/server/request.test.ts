import { describe, expect, it } from 'vitest';
import * as vi from '../lib/messages/index';
import { storableRequest } from './request.server';

// Issue 6 item 10: a post whose URL holds a NUL is refused before routing; under /wp-json/ in the REST error shape.
describe('a NUL in the URL of a post', () => {
  const refusal = (url: string) => storableRequest(new Request(url, { method: 'POST', body: '{}' })) as Response;

  it('decision 041: under /wp-json/ it is a 400 the browser helper reads, {code, message, data: {status}}', async () => {
    const res = refusal('http://localhost/wp-json/wp/v2/comments/1?status=%00');
    expect([res.status, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([400, 'application/json', 'no-store']);
    expect(await res.json()).toEqual({ code: 'rest_invalid_param', message: vi.common.badRequest, data: { status: 400 } });
  });

  it('elsewhere it stays a plain-text 400', async () => {
    const res = refusal('http://localhost/?wc-ajax=add_to_cart&x=%00');
    expect([res.status, res.headers.get('content-type'), await res.text()]).toEqual([400, 'text/plain; charset=UTF-8', vi.common.badRequest]);
  });
});
