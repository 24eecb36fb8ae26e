import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { setSetting } from '../checkout/checkout-test-support';
import { startTags } from './test-support';

describe.each(testDatabases.map((d) => [d.name, d] as const))('the contact widget and the enquiry popup on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  const html = async (path: string) => (await shop.app.request(path)).text();

  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it('spec 2.1: every page ends with the widget, its contact-form popup and the showroom popup, from the settings', async () => {
    await setSetting(db(), 'contact_widget_messenger', '');
    await setSetting(db(), 'showroom_addresses', '1 Lê Lợi, Huế\n\n2 Trần Phú, Nha Trang\n');
    await setSetting(db(), 'showroom_map_image', '/wp-content/uploads/ban-do.png');
    const page = await html('/gioi-thieu/');
    expect(startTags(page, 'button').find((b) => b.class === 'contact-widget-toggle')).toMatchObject({ 'aria-expanded': 'false', 'aria-controls': 'contact-widget-buttons' });
    expect(startTags(page, 'a').filter((a) => a.class?.startsWith('contact-widget-')).map((a) => a.href)).toEqual(['tel:0909123456', 'https://zalo.me/0909123456']);
    expect(startTags(page, 'div').filter((d) => d.class === 'contact-popup').map((d) => [d.id, d.role, d['aria-modal'], d.hidden])).toEqual([
      ['contact-form-popup', 'dialog', 'true', ''],
      ['showroom-popup', 'dialog', 'true', ''],
    ]);
    expect(page).toContain('<li>1 Lê Lợi, Huế</li><li>2 Trần Phú, Nha Trang</li>');
    expect(startTags(page, 'img').find((i) => i.class === 'showroom-map')?.src).toBe('/wp-content/uploads/ban-do.png');
    expect(page).not.toContain('product-enquiry-popup');
  });

  it('spec 2.5: a product page has the enquiry button and popup; its CAPTCHA is not drawn until the popup opens', async () => {
    const page = await html(`/san-pham/${demoFacts.simpleProductSlug}/`);
    const button = startTags(page, 'button').find((b) => b.class === 'button product-enquiry-button');
    expect(button).toMatchObject({ 'data-contact-popup': 'product-enquiry-popup', 'data-product-title': expect.stringMatching(/\S/) });
    expect(page).toMatch(/<div class="contact-popup" id="product-enquiry-popup"[^>]*hidden/);
    const hidden = startTags(page, 'input').filter((i) => i.type === 'hidden').map((i) => [i.name, i.value]);
    expect(hidden).toContainEqual(['_wpcf7_captcha_challenge_ma-xac-nhan', '']);
  });
});
