import { describe, expect, it } from 'vitest';
import { clampOnLoad, stepQuantity } from './quantity';

describe('spec 5.2: quantity stepper', () => {
  it('spec 5.2: plus adds one step', () => {
    expect(stepQuantity('3', { min: 1, max: 10, step: 1 }, 'plus')).toBe(4);
    expect(stepQuantity(3, { step: 2 }, 'plus')).toBe(5);
  });
  it('spec 5.2: plus clamps to max', () => {
    expect(stepQuantity('10', { min: 1, max: 10, step: 1 }, 'plus')).toBe(10);
    expect(stepQuantity('9', { max: '10', step: '2' }, 'plus')).toBe(10);
  });
  it('spec 5.2: minus takes one step off', () => {
    expect(stepQuantity('5', { min: 1, max: 10, step: 1 }, 'minus')).toBe(4);
  });
  it('spec 5.2: minus clamps to min', () => {
    expect(stepQuantity('1', { min: 1, step: 1 }, 'minus')).toBe(1);
    expect(stepQuantity('3', { min: '2', step: '2' }, 'minus')).toBe(2);
  });
  it('spec 5.2: the value never goes below 0', () => {
    expect(stepQuantity('0', { step: 1 }, 'minus')).toBe(0);
    expect(stepQuantity('0.5', { min: -5, step: 1 }, 'minus')).toBe(0);
  });
  it('spec 5.2: a missing value counts as 0', () => {
    expect(stepQuantity('', { step: 1 }, 'plus')).toBe(1);
    expect(stepQuantity(undefined, { min: 0, max: 5 }, 'plus')).toBe(1);
    expect(stepQuantity('abc', {}, 'minus')).toBe(0);
  });
  it('spec 5.2: a missing min counts as 0', () => {
    expect(stepQuantity('1', { min: '', step: 1 }, 'minus')).toBe(0);
    expect(stepQuantity('1', { step: 1 }, 'minus')).toBe(0);
  });
  it('spec 5.2: a missing max means no limit', () => {
    expect(stepQuantity('999', { max: '', step: 1 }, 'plus')).toBe(1000);
    expect(stepQuantity('999', {}, 'plus')).toBe(1000);
  });
  it("spec 5.2: a step of 'any' or empty means 1", () => {
    expect(stepQuantity('2', { step: 'any' }, 'plus')).toBe(3);
    expect(stepQuantity('2', { step: '' }, 'minus')).toBe(1);
  });
  it('spec 5.2: the result is rounded to the number of decimals in step', () => {
    expect(stepQuantity('0.1', { step: '0.2' }, 'plus')).toBe(0.3);
    expect(stepQuantity('1.005', { step: '0.01' }, 'plus')).toBe(1.01);
    expect(stepQuantity('1.7', { step: '1' }, 'minus')).toBe(1);
  });
  it('spec 5.2: on page load a value below min is set to min', () => {
    expect(clampOnLoad('0', '1')).toBe(1);
    expect(clampOnLoad('3', '1')).toBe('3');
    expect(clampOnLoad('', 2)).toBe(2);
  });
  it('spec 5.2: on page load a negative min is left alone', () => {
    expect(clampOnLoad('-3', '-1')).toBe('-3');
    expect(clampOnLoad('2', undefined)).toBe('2');
  });
});
