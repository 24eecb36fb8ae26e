import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFacts } from '../../db/seed/demo-facts.server';
import * as vi from '../../lib/messages/index';
import { formatMoney } from '../../lib/money';
import { urls } from '../../lib/urls';
import { testDatabases } from '../../../tests/support/databases';
import { openTestShop, type TestShop } from '../../../tests/support/shop';
import { productId, variationId } from '../cart/cart-test-support';
import { startTags } from './html-test-support';
import type { Variation } from './variation-object.server';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;', '`': '&#x60;' };

/**
 * Fills a template the way `wp.template` does (underscore's template with `{{{ }}}` raw and `{{ }}` HTML-escaped
 * interpolation, the argument named `data`); here an expression is a property path, which is all the templates use.
 */
function fillTemplate(template: string, data: object): string {
  const value = (expression: string) => {
    const [root, ...path] = expression.trim().split('.');
    if (root !== 'data') throw new Error(`not a data path: ${expression}`);
    const found = path.reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], data);
    return found == null ? '' : String(found);
  };
  return template
    .replace(/\{\{\{([\s\S]+?)\}\}\}/g, (_, e: string) => value(e))
    .replace(/\{\{([^}]+?)\}\}(?!\})/g, (_, e: string) => value(e).replace(/[&<>"'`]/g, (c) => escapes[c]!));
}

/** The text of `script#tmpl-<id>[type="text/template"]`, and how many the HTML has. */
function template(html: string, id: string): { text: string; count: number } {
  const found = [...html.matchAll(new RegExp(`<script type="text/template" id="tmpl-${id}">([\\s\\S]*?)</script>`, 'g'))];
  return { text: found[0]?.[1] ?? '', count: found.length };
}

const textOf = (html: string) => html.replace(/<[^>]+>/g, '').replace(/[ \n]+/g, ' ').trim();

describe.each(testDatabases.map((d) => [d.name, d] as const))('the ecosystem’s variation templates on %s', (_name, kind) => {
  let shop: TestShop;
  const db = () => shop.deps.database.db;
  beforeAll(async () => {
    shop = await openTestShop(kind);
  });
  afterAll(() => shop?.close());

  const productPage = async (slug: string) => (await shop.app.request(urls.product(slug))).text();
  const variationsOf = (html: string) => JSON.parse(startTags(html, 'form').find((f) => 'data-product_variations' in f)!['data-product_variations']!) as Variation[];

  it('the filler escapes {{ }} and leaves {{{ }}} raw, as underscore does', () => {
    expect(fillTemplate('<i>{{ data.a }}</i><b>{{{ data.a }}}</b>{{{ data.none }}}', { a: '<em>"x"</em>' })).toBe('<i>&lt;em&gt;&quot;x&quot;&lt;/em&gt;</i><b><em>"x"</em></b>');
  });

  it('spec 4.3: the product page prints both templates once; filled with a variation they show its price and availability', async () => {
    const html = await productPage(demoFacts.colourSwatchProductSlug);
    const found = template(html, 'variation-template');
    expect(found.count).toBe(1);
    expect(template(html, 'unavailable-variation-template').count).toBe(1);
    const variations = variationsOf(html);
    const low = await variationId(db(), demoFacts.colourSwatchProductSlug, demoFacts.colourSwatchLowStock.terms);
    const soldOut = await variationId(db(), demoFacts.colourSwatchProductSlug, demoFacts.colourSwatchOutOfStock);
    for (const [id, availability] of [[low, vi.product.inStockCount(demoFacts.colourSwatchLowStock.stock)], [soldOut, vi.product.outOfStock]] as const) {
      const variation = variations.find((v) => v.variation_id === id)!;
      const filled = fillTemplate(found.text, { variation });
      expect(filled).toMatch(/^<div class="woocommerce-variation-description">.*<\/div><div class="woocommerce-variation-price">.*<\/div><div class="woocommerce-variation-availability">.*<\/div>$/s);
      expect(textOf(/<div class="woocommerce-variation-price">(.*?)<\/div><div class="woocommerce-variation-availability">/s.exec(filled)![1]!)).toContain(formatMoney(variation.display_price));
      expect(textOf(/<div class="woocommerce-variation-availability">(.*)<\/div>$/s.exec(filled)![1]!)).toBe(availability);
    }
    expect(fillTemplate(template(html, 'unavailable-variation-template').text, {})).toBe(`<p role="alert">${vi.product.unavailable}</p>`);
  });

  it('spec 4.3, 7.1: above the threshold the variation comes from get_variation, and fills the same template', async () => {
    const html = await productPage(demoFacts.manyVariationsSlug);
    expect(template(html, 'variation-template').count).toBe(1);
    const body = new URLSearchParams({ product_id: String(await productId(db(), demoFacts.manyVariationsSlug)) });
    const [colour, size] = [...html.matchAll(/<select [^>]*name="(attribute_[^"]+)"[^>]*>.*?<option value="([^"]+)"/gs)].map((m) => [m[1]!, m[2]!] as const);
    for (const [name, value] of [colour!, size!]) body.set(name, value);
    const variation = (await (await shop.app.request('/?wc-ajax=get_variation', { method: 'POST', body })).json()) as Variation;
    const filled = fillTemplate(template(html, 'variation-template').text, { variation });
    expect(textOf(filled)).toContain(formatMoney(variation.display_price));
  });

  it('spec 2.6: the quick view of a variable product brings the templates with its form', async () => {
    const product = String(await productId(db(), demoFacts.colourSwatchProductSlug));
    const body = new URLSearchParams({ action: 'flatsome_quickview', product });
    const html = await (await shop.app.request('/wp-admin/admin-ajax.php', { method: 'POST', body })).text();
    expect(template(html, 'variation-template').count).toBe(1);
    expect(template(html, 'unavailable-variation-template').count).toBe(1);
    const simple = new URLSearchParams({ action: 'flatsome_quickview', product: String(await productId(db(), demoFacts.simpleProductSlug)) });
    expect(template(await (await shop.app.request('/wp-admin/admin-ajax.php', { method: 'POST', body: simple })).text(), 'variation-template').count).toBe(0);
  });
});
