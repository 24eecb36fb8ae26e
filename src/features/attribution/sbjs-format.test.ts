import { describe, expect, it } from 'vitest';
import { parseSbjs, sbjsDate, serializeSbjs } from './sbjs-format.client';

describe('sourcebuster cookie format', () => {
  it('contract.md: serialises key=value pairs joined by |||, in the given order', () => {
    expect(serializeSbjs({ typ: 'utm', src: 'google', mdm: 'cpc' })).toBe('typ=utm|||src=google|||mdm=cpc');
    expect(serializeSbjs({ pgs: '2', cpg: 'https://shop.vn/gio-hang/' })).toBe('pgs=2|||cpg=https://shop.vn/gio-hang/');
  });

  it('contract.md: parses what it serialises, keeping = inside values', () => {
    const record = { fd: '2027-01-28 08:00:00', ep: 'https://shop.vn/?utm_source=a&b=c', rf: '(none)' };
    expect(parseSbjs(serializeSbjs(record))).toEqual(record);
  });

  it('a value cannot break the format with the separator', () => {
    expect(parseSbjs(serializeSbjs({ cmp: 'a|||mdm=evil', src: 'x' }))).toEqual({ cmp: 'a|mdm=evil', src: 'x' });
  });

  it('an empty or missing cookie parses to nothing, pairs without a key are skipped', () => {
    expect(parseSbjs(undefined)).toBeUndefined();
    expect(parseSbjs('')).toBeUndefined();
    expect(parseSbjs('=x|||vst=3|||junk')).toEqual({ vst: '3' });
  });

  it('dates are YYYY-MM-DD HH:MM:SS in UTC', () => {
    expect(sbjsDate(new Date('2027-02-03T04:05:06.789Z'))).toBe('2027-02-03 04:05:06');
  });
});
