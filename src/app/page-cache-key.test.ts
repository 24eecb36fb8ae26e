import { describe, expect, it } from 'vitest';
import { originSources } from '../server/trusted-host.server';
import { pageKeyOf, trackingTags } from './page-cache-key.server';

describe('the kept page’s key holds everything its origin is drawn from (decision 049)', () => {
  const keyOf = (host: string, url: string, forwarded?: string) => pageKeyOf(originSources(host, url, forwarded), '/dam/?utm_source=a')?.key;

  it('a Host with another port, an https request line or another X-Forwarded-Proto is another entry', () => {
    const plain = keyOf('localhost:4602', '/dam/');
    const others = [
      keyOf('localhost:6666', '/dam/'),
      keyOf('localhost', '/dam/'),
      keyOf('localhost:80', '/dam/'),
      keyOf('localhost:4602', 'https://localhost:4602/dam/'),
      keyOf('localhost:4602', '/dam/', 'https'),
      keyOf('localhost:4602', '/dam/', 'http'),
    ];
    expect(new Set([plain, ...others]).size).toBe(7);
    expect(keyOf('LOCALHOST:4602', 'http://localhost:6666/dam/', 'garbage')).toBe(plain);
    expect(keyOf('localhost:4602', '/dam/', 'https, http')).toBe(keyOf('localhost:4602', '/dam/', ' HTTPS'));
    expect(keyOf('localhost:4602, evil', '/dam/')).toBeUndefined();
  });

  it('the tracking tags a link carried are kept apart for a redirect to give back', () => {
    expect(trackingTags('/cua-hang/page/1/?utm_source=fb&orderby=price&gclid=x')).toBe('utm_source=fb&gclid=x');
    expect(trackingTags('/cua-hang/?orderby=price')).toBe('');
    expect(trackingTags('/cua-hang/')).toBe('');
  });
});
