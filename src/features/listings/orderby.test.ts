import { describe, expect, it } from 'vitest';
import { orderbyOptions, orderbyValues, parseOrderby } from './orderby.server';

describe('spec 2.2: the sort select', () => {
  it('spec 2.2: accepts each of the six sort orders', () => {
    for (const value of ['menu_order', 'popularity', 'rating', 'date', 'price', 'price-desc']) expect(parseOrderby(value)).toBe(value);
  });
  it('spec 2.2: anything else sorts by the default order', () => {
    for (const raw of [undefined, null, '', 'PRICE', 'price ', '<script>alert(1)</script>', 'rand', 'title'])
      expect(parseOrderby(raw)).toBe('menu_order');
  });
  it('spec 2.2: offers every order with a Vietnamese label, the default first', () => {
    const options = orderbyOptions();
    expect(options.map((o) => o.value)).toEqual([...orderbyValues]);
    expect(options[0]).toEqual({ value: 'menu_order', label: 'Thứ tự mặc định' });
    expect(options.find((o) => o.value === 'price-desc')?.label).toBe('Giá: cao đến thấp');
  });
});
