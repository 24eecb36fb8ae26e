import { describe, expect, it } from 'vitest';
import { readUnitTag, unitTagOf } from './unit-tag';

describe('unit tag', () => {
  it('spec 3.8: wpcf7-f<id>-p<post>-o<n> names one form on one page', () => {
    expect(unitTagOf({ formId: 5, containerPost: 12, n: 1 })).toBe('wpcf7-f5-p12-o1');
    expect(readUnitTag('wpcf7-f5-p12-o1')).toEqual({ formId: 5, containerPost: 12, n: 1 });
    expect(readUnitTag('wpcf7-f5-o2')).toEqual({ formId: 5, containerPost: 0, n: 2 });
  });

  it.each(['', 'wpcf7-f5-p12', 'wpcf7-f0-p1-o1', 'wpcf7-f5-p12-o1 ', 'wpcf7-f5-p12-o1<script>', 'x-f5-p12-o1', `wpcf7-f${'9'.repeat(20)}-p1-o1`])(
    'a missing or malformed unit tag is not read: %j',
    (value) => expect(readUnitTag(value)).toBeUndefined(),
  );
});
