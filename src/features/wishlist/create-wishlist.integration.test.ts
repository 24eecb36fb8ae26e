import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { wishlist } from '../../lib/contract-names';
import { openTestShop, productId, setSetting, snapshot, WishlistShopper, wishlistRows } from './wishlist-test-support';

const manage = '/danh-sach-yeu-thich/quan-ly/';

// Spec 2.10: the create-wishlist popup on the manage page posts a name and a visibility (multi mode only).
describe.each(testDatabases.map((d) => [d.name, d] as const))('creating a wishlist on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  /** Posts the create form with the nonce the manage page prints on it. */
  const create = async (s: WishlistShopper, fields: Record<string, string>, origin = 'http://localhost') => {
    const nonce = /name="_wpnonce" value="([0-9a-f]{20})"/.exec(await s.page(manage))?.[1] ?? '';
    return s.request(manage, { method: 'POST', body: new URLSearchParams({ _wpnonce: nonce, ...fields }), headers: { Origin: origin } });
  };

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('spec 2.10: in single mode there is no create popup and a post makes nothing', async () => {
    const s = new WishlistShopper(shop.app);
    expect(await s.page(manage)).not.toContain('create_new_wishlist');
    const before = await snapshot(db());
    expect((await create(s, { wishlist_name: 'Quà', wishlist_visibility: '0' })).status).toBe(303);
    expect(await snapshot(db())).toEqual(before);
  });

  it('spec 2.10, 5.7: in multi mode the popup makes a named wishlist; an empty name, a bad visibility or another site make nothing', async () => {
    await setSetting(db(), 'wishlist_multi_wishlist', 'yes');
    try {
      const s = new WishlistShopper(shop.app);
      const page = await s.page(manage);
      expect(page).toContain('href="#create_new_wishlist"');
      expect(page).toMatch(/<form[^>]*action="\/danh-sach-yeu-thich\/quan-ly\/"[^>]*>/);
      const before = await snapshot(db());
      for (const fields of [{ wishlist_name: '  ' }, { wishlist_name: 'x'.repeat(101) }, { wishlist_name: 'Quà', wishlist_visibility: '7' }] as Record<string, string>[]) {
        const res = await create(s, fields);
        expect(res.status).toBe(303);
        expect(res.headers.get('location')).toBe(`${manage}#create_new_wishlist`);
        expect(await s.page(manage)).toContain('Vui lòng nhập tên danh sách.');
      }
      expect((await create(s, { wishlist_name: 'Quà' }, 'https://evil.example')).status).toBe(403);
      expect(await snapshot(db())).toEqual(before);

      const res = await create(s, { wishlist_name: ' Quà Tết ', wishlist_visibility: '2' });
      expect(res.headers.get('location')).toBe(manage);
      const made = (await wishlistRows(db())).at(-1)!;
      expect(made).toMatchObject({ name: 'Quà Tết', privacy: 2, is_default: 1 });
      const after = await s.page(manage);
      expect(after).toContain('Đã tạo danh sách “Quà Tết”.');
      expect(after).toContain(`/danh-sach-yeu-thich/xem/${made.token}/`);
    } finally {
      await setSetting(db(), 'wishlist_multi_wishlist', 'no');
    }
  });

  it('spec 3.11: a name with a line break, a control character, a bidi override or a zero-width space is refused with its reason, by form and by call', async () => {
    await setSetting(db(), 'wishlist_multi_wishlist', 'yes');
    try {
      const s = new WishlistShopper(shop.app);
      await s.page(manage);
      const before = await snapshot(db());
      const hidden = 'Tên danh sách không được chứa xuống dòng, ký tự điều khiển hay ký tự ẩn.';
      for (const name of ['Quà\r\nTết', 'Quà\u0007', 'Quà \u202Egnp.exe', 'Q\u200Buà', 'Quà\u2028Tết']) {
        expect((await create(s, { wishlist_name: name })).headers.get('location')).toBe(`${manage}#create_new_wishlist`);
        expect(await s.page(manage)).toContain(hidden);
        const res = await s.call(wishlist.actions.add, { add_to_wishlist: String(await productId(db(), demoFacts.simpleProductSlug)), wishlist_id: 'new', wishlist_name: name });
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ result: 'error', message: hidden });
      }
      expect(await snapshot(db())).toEqual(before);
      expect((await create(s, { wishlist_name: 'Quà cho bé 👨\u200D👩\u200D👧' })).headers.get('location')).toBe(manage);
    } finally {
      await setSetting(db(), 'wishlist_multi_wishlist', 'no');
    }
  });

  it('spec 5.7: a name drawn as nothing (fillers, joiners, variation selectors) is an empty name: refused by form, by call and on rename; a decomposed one is kept composed', async () => {
    await setSetting(db(), 'wishlist_multi_wishlist', 'yes');
    try {
      const s = new WishlistShopper(shop.app);
      const simple = String(await productId(db(), demoFacts.simpleProductSlug));
      const added = await s.answer<{ user_wishlists: { id: number; wishlist_name: string }[] }>(wishlist.actions.add, { add_to_wishlist: simple });
      const own = added.user_wishlists[0]!;
      const before = await snapshot(db());
      for (const name of ['\u3164', '\u3164\u3164 \u115F', '\uFFA0', '\u200D', '\u034F', '\uFE0F\uFE0F', ' \u180B ']) {
        expect((await create(s, { wishlist_name: name })).headers.get('location'), escape(name)).toBe(`${manage}#create_new_wishlist`);
        expect(await s.page(manage)).toContain('Vui lòng nhập tên danh sách.');
        const res = await s.call(wishlist.actions.add, { add_to_wishlist: simple, wishlist_id: 'new', wishlist_name: name });
        expect(res.status, escape(name)).toBe(400);
        expect(await s.answer(wishlist.actions.saveTitle, { wishlist_id: String(own.id), title: name })).toEqual({ result: false, fragments: {} });
      }
      expect(await snapshot(db())).toEqual(before);
      // A name typed decomposed (macOS sends 'a' + U+0300) is kept composed, as the shop's other text is.
      expect((await create(s, { wishlist_name: 'Qua\u0300 te\u0302\u0301t' })).headers.get('location')).toBe(manage);
      expect((await wishlistRows(db())).at(-1)!.name).toBe('Quà tết');
    } finally {
      await setSetting(db(), 'wishlist_multi_wishlist', 'no');
    }
  });
});
