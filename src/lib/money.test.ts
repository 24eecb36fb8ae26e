import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('spec 9.1: money in đồng', () => {
  it('spec 9.1: groups thousands with "." and puts ₫ after', () => {
    expect(formatMoney(1234567)).toBe('1.234.567\u00a0₫');
  });
  it('spec 9.1: shows no decimals', () => {
    expect(formatMoney(99999.6)).toBe('100.000\u00a0₫');
    expect(formatMoney(0)).toBe('0\u00a0₫');
  });
  it('spec 9.1: small and negative amounts', () => {
    expect(formatMoney(500)).toBe('500\u00a0₫');
    expect(formatMoney(-25000)).toBe('-25.000\u00a0₫');
  });
});
