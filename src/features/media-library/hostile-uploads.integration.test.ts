import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { openTestShop, signedInAs } from '../account/account-test-support';
import { codeOf, form, png, upload } from './upload-test-support';

type Item = { id: number; title: { rendered: string }; caption: { rendered: string }; alt_text: string };
const text = (markup: string) => new Uint8Array(new TextEncoder().encode(markup));
// 200 bytes that librsvg would spend minutes drawing: a blur as wide as the picture, on 36 M pixels.
const slowSvg = '<svg xmlns="http://www.w3.org/2000/svg" width="6000" height="6000"><filter id="f"><feGaussianBlur stdDeviation="500"/></filter><rect width="6000" height="6000" filter="url(#f)"/></svg>';
// A PNG of 138 bytes that says it is 60,000 pixels square: 3.6 billion pixels were it decoded.
const pngChunk = (type: string, data: Buffer) => {
  const [length, crc] = [Buffer.alloc(4), Buffer.alloc(4)];
  length.writeUInt32BE(data.length);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
  return Buffer.concat([length, Buffer.from(type), data, crc]);
};
const hugePng = (side: number) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bits per sample; the rest 0: greyscale, deflate, no interlace
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.alloc(side + 1))), pngChunk('IEND', Buffer.alloc(0))];
  return new Uint8Array(Buffer.concat(parts));
};

// What a hostile or careless upload tries beyond the plain refusals: files costly to decode, hidden characters.
describe.each(testDatabases.map((d) => [d.name, d] as const))('hostile uploads on %s (spec 7.7)', (_name, kind) => {
  let shop: TestShop;
  let staff: Awaited<ReturnType<typeof signedInAs>>;
  const sent = (bytes: Uint8Array<ArrayBuffer>, name: string, fields: Record<string, string> = {}) => upload(staff.b, staff.nonce, form(bytes, name, fields));

  beforeAll(async () => {
    shop = await openTestShop(kind);
    staff = await signedInAs(shop, 'editor');
  });
  afterAll(() => shop?.close());

  it('a file that is not JPEG, PNG, WebP or GIF by its first bytes, or says it holds billions of pixels, is refused before it is decoded', { timeout: 20_000 }, async () => {
    const started = performance.now();
    expect(await codeOf(await sent(text(slowSvg), 'mo.png'))).toEqual([400, 'rest_upload_unknown_error']);
    expect(await codeOf(await sent(text(`<?xml version="1.0"?>${slowSvg}`), 'mo.svg'))).toEqual([400, 'rest_upload_unknown_error']);
    expect(await codeOf(await sent(hugePng(60_000), 'bom.png'))).toEqual([400, 'rest_upload_unknown_error']);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('hidden characters are dropped from the title, alt text and caption; a title with nothing visible is the file name', async () => {
    const res = await sent(await png(40, 40), 'anh\u202Egnp.exe\u200B.png', { title: '\u200B \u2060', alt_text: 'Áo\u202E đỏ\r\nmới\u0007', caption: 'dòng 1\ndòng\u200B 2' });
    const item = (await res.json()) as Item;
    expect(res.status).toBe(201);
    expect([item.title.rendered, item.alt_text, item.caption.rendered]).toEqual(['anhgnp.exe', 'Áo đỏ mới', 'dòng 1\ndòng 2']);
  });

  it('a long field is cut at 200 characters, never inside one', async () => {
    const res = await sent(await png(40, 40), 'dai.png', { alt_text: `${'a'.repeat(199)}😀😀` });
    const item = (await res.json()) as Item;
    expect(item.alt_text).toBe(`${'a'.repeat(199)}😀`);
  });
});
