import { describe, expect, it } from 'vitest';
import { utf8Bytes } from './render.server';

// Decision 048 part L: pages are encoded into one reused buffer, grown when a page needs more, then copied out.
describe('issue 10: a page is encoded into its own UTF-8 bytes', () => {
  it('encodes pages larger than the reused buffer whole, each into bytes the next page does not overwrite', () => {
    const small = 'Áo sơ mi nữ – 350.000 ₫ 😀 '.repeat(100);
    const large = '<p>Giày thể thao nam, đế cao su 🙂</p>'.repeat(20_000); // ~700,000 UTF-16 units: past the first buffer
    const first = utf8Bytes(small);
    const second = utf8Bytes(large);
    const third = utf8Bytes(small.toUpperCase());
    expect(second.equals(Buffer.from(large, 'utf8'))).toBe(true);
    expect(first.equals(Buffer.from(small, 'utf8'))).toBe(true);
    expect(third.toString('utf8')).toBe(small.toUpperCase());
  });

  it('writes a lone surrogate as U+FFFD, as encode() did', () => {
    expect(utf8Bytes('a\uD800b').equals(Buffer.from(new TextEncoder().encode('a\uD800b')))).toBe(true);
  });
});
