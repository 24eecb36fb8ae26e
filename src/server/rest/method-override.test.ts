import { describe, expect, it } from 'vitest';
import { overrideRestMethod } from './method-override.server';

const post = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost${path}`, { method: 'POST', headers, body: '{"meta":{}}' });

describe('overrideRestMethod (spec 7.7)', () => {
  it('spec 7.7: a REST POST is routed as the PUT, PATCH or DELETE its X-HTTP-Method-Override names, any case', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'patch', 'Delete']) {
      const routed = overrideRestMethod(post('/wp-json/wp/v2/users/me', { 'X-HTTP-Method-Override': method }));
      expect(routed.method).toBe(method.toUpperCase());
      expect(await routed.text()).toBe('{"meta":{}}'); // the body goes along
    }
  });

  it('spec 7.7: the _method query parameter does the same; the header wins when both are sent', () => {
    expect(overrideRestMethod(post('/wp-json/wp/v2/users/me?_method=DELETE')).method).toBe('DELETE');
    expect(overrideRestMethod(post('/wp-json/wp/v2/users/me?_method=put', { 'X-HTTP-Method-Override': 'PATCH' })).method).toBe('PATCH');
  });

  it('issue 13: any other method name is ignored, and so is every request that is not a REST POST', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'POST', 'TRACE', 'CONNECT', 'DELETE,PUT', 'PUT\tX', '']) {
      const request = post('/wp-json/wp/v2/users/me', { 'X-HTTP-Method-Override': method });
      expect(overrideRestMethod(request), JSON.stringify(method)).toBe(request);
    }
    for (const path of ['/gio-hang/?_method=DELETE', '/wp-json?_method=DELETE', '/wp-jsonx/a?_method=DELETE', '/?rest_route=/wp/v2/users/me&_method=DELETE']) {
      const request = post(path, { 'X-HTTP-Method-Override': 'DELETE' });
      expect(overrideRestMethod(request), path).toBe(request);
    }
    const get = new Request('http://localhost/wp-json/wp/v2/users/me?_method=DELETE', { headers: { 'X-HTTP-Method-Override': 'DELETE' } });
    expect(overrideRestMethod(get)).toBe(get); // a GET is never turned into a change
  });
});
