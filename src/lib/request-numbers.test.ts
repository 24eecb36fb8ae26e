import { describe, expect, it } from 'vitest';
import { maxId, parseId, parsePageNumber, parseWholeNumber } from './request-numbers';

describe('numbers from requests', () => {
  it('are digits only, spaces around allowed, within their range', () => {
    expect(parseWholeNumber(' 12 ', { min: 0, max: 99 })).toBe(12);
    expect(parseWholeNumber('0', { min: 0, max: 99 })).toBe(0);
    for (const bad of [null, undefined, '', ' ', '-1', '+1', '1.5', '1e3', '0x10', '12a', '100', '１２']) expect(parseWholeNumber(bad, { min: 0, max: 99 }), String(bad)).toBeUndefined();
  });
  it('ids run from 1 to the largest row id; longer digit strings are refused before they become numbers', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId(String(maxId))).toBe(maxId);
    for (const bad of ['0', String(maxId + 1), '99999999999', '9'.repeat(400)]) expect(parseId(bad), bad).toBeUndefined();
  });
  it('page numbers start at 1', () => {
    expect(parsePageNumber('3')).toBe(3);
    expect(parsePageNumber('0')).toBeUndefined();
  });
});
