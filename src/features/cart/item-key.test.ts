import { describe, expect, it } from 'vitest';
import { itemKey, itemKeyPattern } from './item-key.server';

describe('cart line keys', () => {
  it('spec 3.2: a cart_item_key is 32 hex characters', () => {
    expect(itemKey(12, null, {})).toMatch(itemKeyPattern);
  });
  it('the same product, variation and values give the same line, whatever the order of the values', () => {
    const a = itemKey(7, 31, { 'attribute_pa_mau-sac': 'do', 'attribute_pa_kich-thuoc': 'm' });
    const b = itemKey(7, 31, { 'attribute_pa_kich-thuoc': 'm', 'attribute_pa_mau-sac': 'do' });
    expect(a).toBe(b);
  });
  it('another product, variation or value gives another line', () => {
    const base = itemKey(7, 31, { 'attribute_pa_kich-thuoc': 'm' });
    expect(itemKey(8, 31, { 'attribute_pa_kich-thuoc': 'm' })).not.toBe(base);
    expect(itemKey(7, 32, { 'attribute_pa_kich-thuoc': 'm' })).not.toBe(base);
    expect(itemKey(7, 31, { 'attribute_pa_kich-thuoc': 'l' })).not.toBe(base);
    expect(itemKey(7, null, {})).not.toBe(itemKey(7, 31, {}));
  });
});
