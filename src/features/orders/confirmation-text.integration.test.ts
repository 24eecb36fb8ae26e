import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import { testDatabases } from '../../../tests/support/databases';
import type { TestShop } from '../../../tests/support/shop';
import { checkoutForm, openTestShop, shopperWith, validFields } from '../checkout/checkout-test-support';

// Issue 6 item 6: an order placed in a stranger's name must not carry the placer's own words to that stranger.
describe.each(testDatabases.map((d) => [d.name, d] as const))("the shopper's order confirmation on %s", (_name, kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  it("issue 6 item 6: carries only the order's own data, never the free-text note, which only the shop's copy shows", async () => {
    const note = 'Trúng thưởng 100 triệu! Gọi ngay 0999 999 999 để nhận';
    const s = await shopperWith(shop, demoFacts.simpleProductSlug);
    const fields = validFields(await checkoutForm(s), { billing_email: 'nan-nhan@example.vn', order_comments: note });
    const res = await s.request('/?wc-ajax=checkout', { method: 'POST', headers: { origin: 'http://localhost' }, body: new URLSearchParams(fields) });
    expect(((await res.json()) as { result: string }).result).toBe('success');
    const mails = await shop.deps.database.db.selectFrom('outbox').select(['recipient', 'text_body as text', 'html_body as html']).execute();
    const toShopper = mails.filter((m) => m.recipient === 'nan-nhan@example.vn');
    const toShop = mails.filter((m) => m.recipient !== 'nan-nhan@example.vn');
    expect([toShopper.length, toShop.length]).toEqual([1, 1]);
    expect(toShopper[0]!.text.includes(note) || toShopper[0]!.html.includes(note)).toBe(false);
    expect(toShop[0]!.text).toContain(note);
  });

  it('a name with markup in it is text in the HTML part, never markup, and the mail goes to the one address typed', async () => {
    const name = 'An <img src=x onerror=alert(1)> & <a href="https://lua.example">bấm</a>';
    const s = await shopperWith(shop, demoFacts.simpleProductSlug);
    const fields = validFields(await checkoutForm(s), { billing_full_name: name, billing_email: 'an.html@example.vn' });
    const res = await s.request('/?wc-ajax=checkout', { method: 'POST', headers: { origin: 'http://localhost' }, body: new URLSearchParams(fields) });
    expect(((await res.json()) as { result: string }).result).toBe('success');
    const mails = await shop.deps.database.db.selectFrom('outbox').select(['recipient', 'subject', 'html_body as html']).where('recipient', '=', 'an.html@example.vn').execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).not.toContain('<');
    expect(mails[0]!.html).not.toMatch(/<img|<a href="https:\/\/lua/);
    expect(mails[0]!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
