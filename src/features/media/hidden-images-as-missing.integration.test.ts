import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { urls } from '../../lib/urls';
import { testDatabases } from '../../../tests/support/databases';
import { shopOverHttpForSuite } from '../../../tests/support/http-shop';
import { imageUrl } from './image-urls';
import { asked, newPicture, productShowing, staffAt, staffOnly } from './image-visibility-test-support';

// What a visitor is told of an image no published page shows: exactly what they are told of an id never given.
describe.each(testDatabases.map((d) => [d.name, d] as const))('hidden images as missing ones on %s (spec 6)', (_name, kind) => {
  const suite = shopOverHttpForSuite(kind);
  const db = () => suite.shop().deps.database.db;
  const base = () => suite.base();
  const cached = (id: number, width: number) => existsSync(join(suite.shop().deps.config.dataDir, 'cache', 'media', `${id}-${width}.webp`));
  // Status, headers but the date, and body of a visitor's answer, its own address and the page's per-visit tokens aside.
  const answer = async (id: number, headers: Record<string, string> = {}) => {
    const res = await fetch(base() + imageUrl(id, 100), { headers: { 'accept-encoding': 'identity', ...headers } });
    const body = (await res.text()).replaceAll(imageUrl(id, 100), '/media/ID').replace(/\b[0-9a-f]{20}\b/g, 'NONCE').replace(/\d{13}\.[\w-]{43}/g, 'FILL');
    return { status: res.status, headers: [...res.headers].filter(([name]) => name !== 'date'), body };
  };
  const missingLike = async (hidden: number) => {
    const top = (await db().selectFrom('images').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id;
    return Number(String(hidden).replace(/./g, '9')) > Number(top) ? Number(String(hidden).replace(/./g, '9')) : Number(top) + 1;
  };

  it('spec 6: a hidden image, even one staff had resized onto the disk, answers as an unknown id; an ETag guess changes nothing', async () => {
    const hidden = await newPicture(db(), 'Áo bí mật');
    await productShowing(db(), 'draft', hidden);
    const staff = await staffAt(db(), base());
    const seen = await staff.request(imageUrl(hidden, 100));
    expect([seen.status, seen.headers.get('cache-control')]).toEqual([200, staffOnly]);
    expect(cached(hidden, 100)).toBe(true); // the size is on the disk: served to no visitor all the same
    const missing = await missingLike(hidden);
    const etag = seen.headers.get('etag')!;
    const visitor = await answer(hidden);
    expect(visitor.status).toBe(404);
    expect(visitor).toEqual(await answer(missing));
    expect(await answer(hidden, { 'If-None-Match': etag })).toEqual(await answer(missing, { 'If-None-Match': etag }));
    const head = await fetch(base() + imageUrl(hidden, 100), { method: 'HEAD' });
    expect([head.status, head.headers.get('etag')]).toEqual([404, null]);
  });

  it('spec 6: a visitor asking a hidden image makes nothing and waits no longer than for a missing id', async () => {
    const hidden = await newPicture(db(), 'Ảnh chưa dùng');
    const missing = await missingLike(hidden);
    const times: Record<'hidden' | 'missing', number[]> = { hidden: [], missing: [] };
    for (let round = 0; round < 15; round++) {
      for (const [kind, id] of [['hidden', hidden], ['missing', missing]] as const) {
        const start = performance.now();
        expect((await asked(base(), id, undefined, 600))[0]).toBe(404);
        times[kind].push(performance.now() - start);
      }
    }
    expect(cached(hidden, 600)).toBe(false); // no resize was made for the visitor, so none can be timed
    const median = (list: number[]) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
    expect(median(times.hidden)).toBeLessThan(median(times.missing) * 2 + 3);
  });

  it("spec 6: every picture the demo shop's pages show a visitor is served to them", async () => {
    const pages = ['/', urls.category(demoFacts.topCategorySlugs[0]!), urls.blog(), urls.post(demoFacts.commentedPostSlug), urls.page(demoFacts.pageSlugs.story),
      ...[demoFacts.imageSwatchProductSlug, demoFacts.colourSwatchProductSlug, demoFacts.manyVariationsSlug, demoFacts.simpleProductSlug].map(urls.product)];
    const shown = new Set<string>();
    for (const page of pages) {
      const html = await (await fetch(base() + page)).text();
      for (const m of html.matchAll(/\\?\/media\\?\/(\d+-\d+\.webp)/g)) shown.add(`/media/${m[1]}`);
    }
    expect(shown.size).toBeGreaterThan(40);
    const refused = [];
    for (const path of shown) if ((await fetch(base() + path, { method: 'HEAD' })).status !== 200) refused.push(path);
    expect(refused).toEqual([]);
  });
});
