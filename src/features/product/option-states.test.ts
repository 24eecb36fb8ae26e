import { describe, expect, it } from 'vitest';
import { optionStates, stockBadge } from './option-states';

const colour = 'attribute_pa_mau-sac';
const size = 'attribute_pa_kich-thuoc';
const v = (c: string, s: string, stock: number | '', inStock = stock === '' || stock > 0) => ({
  attributes: { [colour]: c, [size]: s },
  is_in_stock: inStock,
  variation_stock_left: stock,
});
const variations = [v('do', 's', 10), v('do', 'm', 2), v('do', 'l', 0), v('xanh', 's', ''), v('xanh', 'm', 4)];
const sizes = ['s', 'm', 'l', 'xl'].map((slug) => ({ slug, inStock: true, stockLeft: null }));

describe('spec 2.3 and 4.3: option states', () => {
  it('spec 4.3: options that cannot combine with the other choices are disabled', () => {
    const states = optionStates(variations, size, sizes, { [colour]: 'xanh' });
    expect([...states].filter(([, s]) => s.enabled).map(([slug]) => slug)).toEqual(['s', 'm']);
  });
  it('spec 2.3: a value whose variations are all sold out is out of stock but still enabled', () => {
    const l = optionStates(variations, size, sizes, { [colour]: 'do' }).get('l')!;
    expect(l).toEqual({ enabled: true, inStock: false, stockLeft: 0 });
  });
  it('spec 9.3: stock left is the most among the variations the value leads to', () => {
    const states = optionStates(variations, size, sizes, {});
    expect(states.get('m')!.stockLeft).toBe(4);
    // One variation with 's' does not count its stock, so there is no limit to show.
    expect(states.get('s')!.stockLeft).toBeNull();
  });
  it('without local variations every option stays open with the stock the server gave', () => {
    const states = optionStates(false, size, [{ slug: 's', inStock: false, stockLeft: 0 }], { [colour]: 'do' });
    expect(states.get('s')).toEqual({ enabled: true, inStock: false, stockLeft: 0 });
  });
  it("spec 9.3: the 'N left in stock' badge shows at or under the threshold only", () => {
    expect(stockBadge({ enabled: true, inStock: true, stockLeft: 2 }, 5)).toBe(2);
    expect(stockBadge({ enabled: true, inStock: true, stockLeft: 5 }, 5)).toBe(5);
    expect(stockBadge({ enabled: true, inStock: true, stockLeft: 6 }, 5)).toBeNull();
    expect(stockBadge({ enabled: true, inStock: false, stockLeft: 0 }, 5)).toBeNull();
    expect(stockBadge({ enabled: true, inStock: true, stockLeft: null }, 5)).toBeNull();
  });
});
