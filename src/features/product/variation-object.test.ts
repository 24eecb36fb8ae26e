import { describe, expect, it } from 'vitest';
import { buildVariation, type VariationFacts } from './variation-object.server';

const facts: VariationFacts = {
  id: 81,
  status: 'publish',
  description: 'Lụa mềm',
  sku: 'AK-107-DO-S',
  regularPrice: 420_000,
  salePrice: 380_000,
  price: 380_000,
  stockQuantity: 3,
  stockStatus: 'instock',
  backordersAllowed: false,
  soldIndividually: false,
  minQty: null,
  maxQty: 10,
  weight: 0.25,
  dimensions: { length: 20, width: 10, height: 5 },
  image: { id: 35, width: 1200, height: 900, alt: 'Áo đỏ', title: 'Áo', caption: 'Màu đỏ' },
  attributes: { 'attribute_pa_mau-sac': 'do', 'attribute_pa_kich-thuoc': '' },
};

describe('contract: the variation object', () => {
  it('spec 3.3: a variation has every field of contract.md', () => {
    const v = buildVariation(facts);
    expect(Object.keys(v).sort()).toEqual(
      [
        'attributes', 'availability_html', 'backorders_allowed', 'dimensions', 'dimensions_html', 'display_price',
        'display_regular_price', 'image', 'image_id', 'is_in_stock', 'is_purchasable', 'is_sold_individually', 'max_qty',
        'min_qty', 'price_html', 'sku', 'variation_description', 'variation_id', 'variation_is_active',
        'variation_is_visible', 'weight', 'weight_html', 'variation_stock_left',
      ].sort(),
    );
    for (const key of ['src', 'src_w', 'src_h', 'srcset', 'sizes', 'title', 'caption', 'alt', 'full_src', 'full_src_w', 'full_src_h', 'gallery_thumbnail_src']) {
      expect(v.image).toHaveProperty(key);
    }
  });
  it('spec 3.3: a variation carries prices, stock, sizes and the image', () => {
    const v = buildVariation(facts);
    expect(v).toMatchObject({
      attributes: facts.attributes,
      availability_html: '<p class="stock in-stock">Còn 3 hàng</p>',
      display_price: 380_000,
      display_regular_price: 420_000,
      dimensions: { length: '20', width: '10', height: '5' },
      dimensions_html: '20 × 10 × 5 cm',
      weight: '0.25',
      weight_html: '0,25 kg',
      image_id: 35,
      is_in_stock: true,
      is_purchasable: true,
      variation_is_visible: true,
      is_sold_individually: 'no',
      min_qty: 1,
      max_qty: 3,
      variation_stock_left: 3,
      variation_description: '<p>Lụa mềm</p>',
      sku: 'AK-107-DO-S',
    });
    expect(v.price_html).toContain('<del');
    expect(v.price_html).toContain('380.000');
    expect(v.image).toMatchObject({ src: '/media/35-600.webp', src_w: 600, src_h: 450, full_src: '/media/35-1200.webp', full_src_w: 1200, caption: 'Màu đỏ' });
  });
  it('spec 5.2: max_qty is the per-order limit when stock is not counted, and empty with no limit', () => {
    expect(buildVariation({ ...facts, stockQuantity: null }).max_qty).toBe(10);
    expect(buildVariation({ ...facts, stockQuantity: null, maxQty: null }).max_qty).toBe('');
    expect(buildVariation({ ...facts, backordersAllowed: true }).max_qty).toBe(10);
  });
  it('spec 4.3: sold individually fixes the quantity at 1', () => {
    expect(buildVariation({ ...facts, soldIndividually: true })).toMatchObject({ is_sold_individually: 'yes', min_qty: 1, max_qty: 1 });
  });
  it('a sold-out variation says so and is not in stock', () => {
    const v = buildVariation({ ...facts, stockQuantity: 0, stockStatus: 'outofstock' });
    expect(v.is_in_stock).toBe(false);
    expect(v.availability_html).toBe('<p class="stock out-of-stock">Hết hàng</p>');
  });
  it('a variation without a price or not published is not visible', () => {
    expect(buildVariation({ ...facts, regularPrice: null, salePrice: null, price: null })).toMatchObject({ variation_is_visible: false, is_purchasable: false, price_html: '' });
    expect(buildVariation({ ...facts, status: 'private' }).variation_is_visible).toBe(false);
  });
  it('spec 3.3: without sizes or weight it says N/A, and without an image the image fields are empty', () => {
    const v = buildVariation({ ...facts, weight: null, dimensions: { length: null, width: null, height: null }, image: null });
    expect(v).toMatchObject({ weight: '', weight_html: 'N/A', dimensions_html: 'N/A', image_id: '' });
    expect(v.image.src).toBe('');
  });
  it('escapes a plain-text description', () => {
    expect(buildVariation({ ...facts, description: 'a < b & c' }).variation_description).toBe('<p>a &lt; b &amp; c</p>');
  });
});
