import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { restClient } from '../../client/rest/rest-client';
import { Browser, openTestShop, signedInAs, staleRestNonce } from '../account/account-test-support';
import { codeOf, form, png, upload } from './upload-test-support';

type Role = 'shop_manager' | 'editor' | 'customer';

describe.each(testDatabases.map((d) => [d.name, d] as const))('the staff media library on %s (issue 13, spec 7.1, 7.7)', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const uploads = () => join(shop.deps.config.dataDir, 'uploads');
  const imageCount = async () => Number((await db().selectFrom('images').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const uploadedFiles = () => (existsSync(uploads()) ? readdirSync(uploads(), { recursive: true }).filter((f) => /\.(png|jpg|webp|gif|tmp)$/.test(String(f)) && !String(f).startsWith('demo')) : []);

  const signedIn = (role: Role) => signedInAs(shop, role);

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('spec 7.7: only staff with a good nonce upload; hostile files are refused; nothing is written', async () => {
    const picture = await png(640, 480);
    const [editor, customer, manager] = [await signedIn('editor'), await signedIn('customer'), await signedIn('shop_manager')];
    const before = await imageCount();
    expect(await codeOf(await upload(new Browser(shop.app), undefined, form(picture, 'a.png')))).toEqual([401, 'rest_cannot_create']);
    expect(await codeOf(await upload(editor.b, undefined, form(picture, 'a.png')))).toEqual([401, 'rest_cannot_create']);
    expect(await codeOf(await upload(editor.b, customer.nonce, form(picture, 'a.png')))).toEqual([403, 'rest_cookie_invalid_nonce']);
    // The editor's own nonce two 12-hour ticks old, and another staff member's nonce that is good for them.
    expect(await codeOf(await upload(editor.b, staleRestNonce(shop, editor.b), form(picture, 'a.png')))).toEqual([403, 'rest_cookie_invalid_nonce']);
    expect(await codeOf(await upload(editor.b, manager.nonce, form(picture, 'a.png')))).toEqual([403, 'rest_cookie_invalid_nonce']);
    expect(await codeOf(await upload(customer.b, customer.nonce, form(picture, 'a.png')))).toEqual([403, 'rest_cannot_create']);
    const hostile: [FormData, number, string][] = [
      [new FormData(), 400, 'rest_upload_no_data'],
      [form(new TextEncoder().encode('<?php echo 1; ?>'), 'anh.png'), 400, 'rest_upload_unknown_error'],
      [form(new Uint8Array(picture.subarray(0, Math.floor(picture.length / 2))), 'cut.png'), 400, 'rest_upload_unknown_error'],
      [form(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>alert(1)</script></svg>'), 'x.svg'), 400, 'rest_upload_unknown_error'],
      [form(new Uint8Array(10 * 1024 * 1024 + 1), 'big.png'), 413, 'rest_upload_file_too_big'], // the file's own limit
      [form(new Uint8Array(11 * 1024 * 1024), 'bigger.png'), 413, 'rest_upload_file_too_big'], // the body's limit
    ];
    for (const [body, status, code] of hostile) expect(await codeOf(await upload(editor.b, editor.nonce, body))).toEqual([status, code]);
    expect(await imageCount()).toBe(before);
    expect(uploadedFiles()).toEqual([]);
  });

  it('spec 7.7: an upload keeps the original and makes every served size; the image is then served', async () => {
    const manager = await signedIn('shop_manager');
    const res = await upload(manager.b, manager.nonce, form(await png(700, 350), 'ao-mau-cam.png', { alt_text: 'Áo màu cam', caption: '<b>mới</b>' }));
    expect(res.status).toBe(201);
    const item = (await res.json()) as { id: number; title: { rendered: string }; alt_text: string; media_details: object };
    expect(item).toMatchObject({ title: { rendered: 'ao-mau-cam' }, alt_text: 'Áo màu cam', media_details: { width: 700, height: 350 } });
    expect(res.headers.get('X-WP-Upload-Attachment-ID')).toBe(String(item.id));
    for (const width of [100, 300, 600]) expect(existsSync(join(shop.deps.config.dataDir, 'cache', 'media', `${item.id}-${width}.webp`))).toBe(true);
    const served = await manager.b.request(`/media/${item.id}-600.webp`);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(600);
  });

  it('spec 7.7: when the sizes cannot be made the helper asks post-process again, up to 5 times, and the image is kept', async () => {
    const editor = await signedIn('editor');
    const cache = join(shop.deps.config.dataDir, 'cache', 'media');
    mkdirSync(cache, { recursive: true });
    // A real failure: the sizes' folder is a file, so every size write fails until it is a folder again.
    renameSync(cache, `${cache}-away`);
    writeFileSync(cache, 'not a folder');
    const restore = () => (rmSync(cache), renameSync(`${cache}-away`, cache));
    let postProcessCalls = 0;
    let fixedOnCall = 3;
    const send = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/post-process') && ++postProcessCalls === fixedOnCall) restore(); // fixed while the helper retries
      return editor.b.request(url, init);
    };
    const helper = restClient({ root: '/wp-json/', nonce: editor.nonce, fetch: send as typeof fetch });
    const item = await helper.request<{ id: number }>({ path: 'wp/v2/media', method: 'POST', body: form(await png(320, 320), 'vi.png') });
    expect(postProcessCalls).toBe(3);
    expect(existsSync(join(cache, `${item.id}-300.webp`))).toBe(true);

    renameSync(cache, `${cache}-away`);
    writeFileSync(cache, 'not a folder');
    [postProcessCalls, fixedOnCall] = [0, Infinity];
    await expect(helper.request({ path: 'wp/v2/media', method: 'POST', body: form(await png(200, 200), 'hong.png') })).rejects.toMatchObject({ code: 'post_process' });
    expect(postProcessCalls).toBe(5);
    restore();
    const kept = await db().selectFrom('images').select(['id', 'file']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(kept.id).toBeGreaterThan(item.id);
    expect(existsSync(join(uploads(), kept.file))).toBe(true);
    // Asked once more by hand, with the folder back, the step now succeeds.
    const again = await editor.b.request(`/wp-json/wp/v2/media/${kept.id}/post-process`, { method: 'POST', headers: { 'X-WP-Nonce': editor.nonce, 'Content-Type': 'application/json' }, body: '{"action":"create-image-subsizes"}' });
    expect(again.status).toBe(200);
    expect(existsSync(join(cache, `${kept.id}-100.webp`))).toBe(true);
  });

  it('spec 7.7: post-process is for staff, for a known image and the one known step', async () => {
    const [editor, customer] = [await signedIn('editor'), await signedIn('customer')];
    const image = await db().selectFrom('images').select('id').orderBy('id').executeTakeFirstOrThrow();
    const ask = (who: { b: Browser; nonce: string }, id: number, body: string) =>
      who.b.request(`/wp-json/wp/v2/media/${id}/post-process`, { method: 'POST', headers: { 'X-WP-Nonce': who.nonce, 'Content-Type': 'application/json' }, body });
    const step = '{"action":"create-image-subsizes"}';
    expect(await codeOf(await ask(customer, image.id, step))).toEqual([403, 'rest_cannot_edit_image']);
    expect(await codeOf(await ask(editor, image.id, '{"action":"delete"}'))).toEqual([400, 'rest_invalid_param']);
    expect(await codeOf(await ask(editor, 99_999_999, step))).toEqual([404, 'rest_post_invalid_id']);
    expect((await ask(editor, image.id, step)).status).toBe(200);
  });
});
