import { describe, expect, it } from 'vitest';
import { decodeCookieValue } from './cookies';

describe('cookie values read by the browser scripts', () => {
  it('decodes what encodeURIComponent wrote', () => {
    expect(decodeCookieValue(encodeURIComponent('typ=utm|||src=Hà Nội'))).toBe('typ=utm|||src=Hà Nội');
  });
  it('issue 6 item 15: keeps a value that is not valid percent-encoding as it stands, without throwing', () => {
    for (const raw of ['%', '%E0%A4%A', 'typ=utm|||src=%zz', '%C0%80']) expect(decodeCookieValue(raw)).toBe(raw);
  });
});
