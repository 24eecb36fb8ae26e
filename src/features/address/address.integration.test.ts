import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { openTestShop, setSetting } from '../checkout/checkout-test-support';

type Units = { success: boolean; data: { code: string; name: string }[] };

describe.each(testDatabases.map((d) => [d.name, d] as const))('address units endpoint on %s', (_name, kind) => {
  let shop: TestShop;
  const units = async (query: string) => {
    const res = await shop.app.request(`/wp-admin/admin-ajax.php?action=shop_address_units&${query}`);
    return { status: res.status, body: (await res.json()) as Units };
  };

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('decision 012: two tiers by default: a province\'s wards, and no districts', async () => {
    const { status, body } = await units('level=ward&parent=01');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toContainEqual({ code: '00004', name: 'Phường Ba Đình' });
    expect((await units('level=district&parent=01')).body).toEqual({ success: true, data: [] });
    expect((await units('level=ward&parent=00')).body).toEqual({ success: true, data: [] });
  });

  it('decision 012: the address_structure setting switches to three tiers', async () => {
    await setSetting(shop.deps.database.db, 'address_structure', 'three-tier');
    try {
      expect((await units('level=district&parent=01')).body.data).toContainEqual({ code: '001', name: 'Quận Ba Đình' });
      expect((await units('level=ward&parent=001')).body.data).toContainEqual({ code: '00001', name: 'Phường Phúc Xá' });
    } finally {
      await setSetting(shop.deps.database.db, 'address_structure', 'two-tier');
    }
  });

  it('hostile input is refused with 400 and an empty list, never a 500', async () => {
    for (const query of ['level=ward', 'level=city&parent=01', 'level=ward&parent=../x', 'level=ward&parent=01%27%20OR%201%3D1', `level=ward&parent=${'1'.repeat(500)}`]) {
      expect(await units(query), query).toEqual({ status: 400, body: { success: false, data: [] } });
    }
  });
});
