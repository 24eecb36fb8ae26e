import { describe, expect, it } from 'vitest';
import { maxLineQuantity, parseAddQuantity, parseCartQuantity, quantityProblem, type StockFacts } from './quantity-rules';

const plenty: StockFacts = { inStock: true, stockQuantity: null, backordersAllowed: false, soldIndividually: false, minQty: null, maxQty: null };

describe('spec 5.2: quantities asked for', () => {
  it('an add without a quantity adds one', () => {
    expect(parseAddQuantity(null)).toBe(1);
    expect(parseAddQuantity('')).toBe(1);
    expect(parseAddQuantity(' 3 ')).toBe(3);
  });
  it('an add refuses zero, negative, fractional, non-numeric and huge quantities', () => {
    for (const bad of ['0', '-1', '1.5', '2.0', '1e3', 'abc', 'NaN', 'Infinity', '0x10', '10000', '99999999999999999999']) {
      expect(parseAddQuantity(bad), bad).toBeUndefined();
    }
    expect(parseAddQuantity(String(maxLineQuantity))).toBe(maxLineQuantity);
  });
  it('the cart page accepts 0 (remove the line) and refuses the rest of the bad values', () => {
    expect(parseCartQuantity('0')).toBe(0);
    expect(parseCartQuantity('12')).toBe(12);
    for (const bad of ['', '-1', '1.5', 'x', '10000']) expect(parseCartQuantity(bad), bad).toBeUndefined();
    expect(parseCartQuantity(null)).toBeUndefined();
  });
});

describe('spec 5.2: how many of an item the cart may hold', () => {
  it('anything up to 9999 when nothing limits it', () => {
    expect(quantityProblem(plenty, 9999)).toBeUndefined();
    expect(quantityProblem(plenty, 10000)).toEqual({ kind: 'aboveMax', max: 9999 });
  });
  it('out of stock refuses every quantity', () => {
    expect(quantityProblem({ ...plenty, inStock: false }, 1)).toEqual({ kind: 'outOfStock' });
    expect(quantityProblem({ ...plenty, stockQuantity: 0 }, 1)).toEqual({ kind: 'outOfStock' });
  });
  it('counted stock caps the total, unless backorders are allowed', () => {
    expect(quantityProblem({ ...plenty, stockQuantity: 3 }, 3)).toBeUndefined();
    expect(quantityProblem({ ...plenty, stockQuantity: 3 }, 4)).toEqual({ kind: 'notEnoughStock', stock: 3 });
    expect(quantityProblem({ ...plenty, stockQuantity: 3, backordersAllowed: true }, 4)).toBeUndefined();
  });
  it('spec 5.2: the total stays within min_qty…max_qty', () => {
    const limited = { ...plenty, minQty: 2, maxQty: 12 };
    expect(quantityProblem(limited, 1)).toEqual({ kind: 'belowMin', min: 2 });
    expect(quantityProblem(limited, 2)).toBeUndefined();
    expect(quantityProblem(limited, 12)).toBeUndefined();
    expect(quantityProblem(limited, 13)).toEqual({ kind: 'aboveMax', max: 12 });
  });
  it('spec 5.2: sold individually allows one of the product in the whole cart', () => {
    const single = { ...plenty, soldIndividually: true };
    expect(quantityProblem(single, 1)).toBeUndefined();
    expect(quantityProblem(single, 2)).toEqual({ kind: 'soldIndividually' });
    expect(quantityProblem(single, 1, 2)).toEqual({ kind: 'soldIndividually' });
  });
});
