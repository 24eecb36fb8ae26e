import { describe, expect, it } from 'vitest';
import { pageWithoutAdd } from './add-without-script.server';

describe('contract: the page an add without scripting returns to', () => {
  it('drops the add fields and keeps the rest of the query', () => {
    expect(pageWithoutAdd('http://shop.vn/cua-hang/?orderby=price&add-to-cart=5&quantity=2&attribute_pa_mau-sac=do')).toBe('/cua-hang/?orderby=price');
    expect(pageWithoutAdd('http://shop.vn/san-pham/vi/?add-to-cart=5&variation_id=9&product_id=5')).toBe('/san-pham/vi/');
  });
  it('always stays on this site, whatever the path looks like', () => {
    expect(pageWithoutAdd('http://shop.vn//evil.example/x?add-to-cart=1')).toBe('/evil.example/x');
    expect(pageWithoutAdd('http://shop.vn///evil.example?add-to-cart=1')).toBe('/evil.example');
  });
});
