import { describe, expect, it } from 'vitest';
import { contentsOf, type CartLineView } from './cart-contents.server';
import { additionProblem, planQuantities } from './cart-plan.server';
import type { StockFacts } from '../catalogue/quantity-rules';

const stock = (facts: Partial<StockFacts> = {}): StockFacts => ({
  inStock: true, stockQuantity: null, backordersAllowed: false, soldIndividually: false, minQty: null, maxQty: null, ...facts,
});

function line(key: string, productId: number, variationId: number | null, quantity: number, facts: Partial<StockFacts> = {}): CartLineView {
  return {
    key, productId, variationId, quantity, attributes: {}, name: `SP ${productId}`, sku: '', url: '/', image: null, details: [],
    unitPrice: 1000, lineTotal: 1000 * quantity, stock: stock(facts),
  };
}

describe('spec 5.2: adding to what the cart holds', () => {
  it('counts the lines of the same variation together against its stock', () => {
    const cart = contentsOf([line('a', 1, 10, 2, { stockQuantity: 3 }), line('b', 1, 10, 1, { stockQuantity: 3 })]);
    expect(additionProblem(cart, { productId: 1, variationId: 10, stock: stock({ stockQuantity: 3 }) }, 1)).toEqual({ kind: 'notEnoughStock', stock: 3 });
    expect(additionProblem(cart, { productId: 1, variationId: 11, stock: stock({ stockQuantity: 3 }) }, 1)).toBeUndefined();
  });
  it('spec 5.2: sold individually counts every variation of the product', () => {
    const cart = contentsOf([line('a', 1, 10, 1, { soldIndividually: true })]);
    expect(additionProblem(cart, { productId: 1, variationId: 11, stock: stock({ soldIndividually: true }) }, 1)).toEqual({ kind: 'soldIndividually' });
  });
});

describe('spec 2.7: updating quantities on the cart page', () => {
  const cart = contentsOf([line('a', 1, null, 2, { stockQuantity: 5 }), line('b', 2, null, 1, { minQty: 1, maxQty: 3 })]);

  it('sets the changed lines only, 0 removing a line', () => {
    const plan = planQuantities(cart, [['a', '5'], ['b', '1']]);
    expect(plan).toEqual({ ok: true, quantities: new Map([['a', 5]]) });
    expect(planQuantities(cart, [['b', '0']])).toEqual({ ok: true, quantities: new Map([['b', 0]]) });
  });
  it('refuses the whole update when one quantity is bad, over the stock or the max, or names a line not in this cart', () => {
    for (const requested of [[['a', '3'], ['b', '1.5']], [['a', '6']], [['b', '4']], [['a', '3'], ['zz', '1']], [['a', '-1']]] as [string, string][][]) {
      const plan = planQuantities(cart, requested);
      expect(plan.ok, JSON.stringify(requested)).toBe(false);
    }
  });
});
