import { describe, expect, it } from 'vitest';
import { takenEncodings, takesGzip } from './accepted-encodings.server';

describe('decision 100: Accept-Encoding read as its weights say (RFC 9110 12.5.3)', () => {
  it('a coding at q=0 is refused, in any case and spacing; identity is taken unless refused', () => {
    expect(takenEncodings('gzip;q=0')).toBe('identity');
    expect(takenEncodings('br ; Q=0 , GZIP;q=0.000')).toBe('identity');
    expect(takenEncodings('br;q=0, *;q=1')).toBe('gzip');
    expect(takenEncodings('identity;q=0, x-gzip')).toBe('gzip');
    expect(takenEncodings('gzip;q=0.5, br;q=1')).toBe('br, gzip');
    expect(takenEncodings('gzip;q=0, gzip')).toBe('identity');
  });

  it('nothing of ours taken is undefined (a 406); a weight no client writes says nothing', () => {
    for (const header of ['identity;q=0', '*;q=0', 'br;q=0,gzip;q=0,identity;q=0', 'deflate, identity;q=0']) expect(takenEncodings(header), header).toBeUndefined();
    expect(takenEncodings('gzip;q=abc')).toBe('identity');
    expect(takenEncodings('gzip;q=1.5, br;q=-1')).toBe('identity');
  });

  it('gzip is taken from a plain list or a weighted one, never from a refusal', () => {
    expect(takesGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(takesGzip('gzip;q=0, br')).toBe(false);
    expect(takesGzip(undefined)).toBe(false);
    expect(takesGzip('br;q=0, *')).toBe(true);
  });
});
