import { describe, expect, it } from 'vitest';
import { resolveAddress } from './resolve-address.server';
import { findUnit, listDistricts, listProvinces, listWards } from './service.server';

describe('Vietnamese administrative units (decision 012)', () => {
  it('two tiers (2025): 34 provinces, wards straight under the province, no districts', async () => {
    const provinces = await listProvinces('two-tier');
    expect(provinces).toHaveLength(34);
    expect(provinces).toContainEqual({ code: '01', name: 'Thành phố Hà Nội' });
    expect(provinces).toContainEqual({ code: '79', name: 'Thành phố Hồ Chí Minh' });
    expect(await listWards('two-tier', '01')).toContainEqual({ code: '00004', name: 'Phường Ba Đình' });
    expect(await listWards('two-tier', '79')).toContainEqual({ code: '26740', name: 'Phường Sài Gòn' });
    expect(await listDistricts('two-tier', '01')).toEqual([]);
  });

  it('three tiers: 63 provinces, their districts, and each district\'s wards', async () => {
    const provinces = await listProvinces('three-tier');
    expect(provinces).toHaveLength(63);
    expect(provinces).toContainEqual({ code: '01', name: 'Thành phố Hà Nội' });
    expect(await listDistricts('three-tier', '01')).toContainEqual({ code: '001', name: 'Quận Ba Đình' });
    expect(await listWards('three-tier', '001')).toContainEqual({ code: '00001', name: 'Phường Phúc Xá' });
    expect(await listWards('three-tier', '760')).toContainEqual({ code: '26734', name: 'Phường Tân Định' });
  });

  it('unknown or hostile parent codes have no units', async () => {
    for (const parent of ['999', '', '../quan_huyen', '001/../../tinh_tp']) {
      expect(await listWards('three-tier', parent)).toEqual([]);
      expect(await listDistricts('three-tier', parent)).toEqual([]);
    }
    expect(await listWards('two-tier', '00')).toEqual([]);
  });

  it('findUnit finds a unit only under the parent given', async () => {
    expect(await findUnit('two-tier', 'ward', '00004', '01')).toEqual({ code: '00004', name: 'Phường Ba Đình' });
    expect(await findUnit('two-tier', 'ward', '00004', '79')).toBeUndefined();
    expect(await findUnit('three-tier', 'district', '001', '79')).toBeUndefined();
    expect(await findUnit('three-tier', 'province', '79')).toEqual({ code: '79', name: 'Thành phố Hồ Chí Minh' });
  });

  it('resolveAddress checks each level against the one above it', async () => {
    expect(await resolveAddress('two-tier', { province: '01', district: '', ward: '00004' })).toEqual({
      ok: true,
      address: { province: { code: '01', name: 'Thành phố Hà Nội' }, district: null, ward: { code: '00004', name: 'Phường Ba Đình' } },
    });
    expect(await resolveAddress('two-tier', { province: '01', district: '', ward: '26740' })).toEqual({ ok: false, problems: [{ field: 'ward', kind: 'invalid' }] });
    expect(await resolveAddress('two-tier', { province: '01', district: '', ward: '' })).toEqual({ ok: false, problems: [{ field: 'ward', kind: 'required' }] });
    expect(await resolveAddress('two-tier', { province: '', district: '', ward: '00004' })).toEqual({ ok: false, problems: [{ field: 'province', kind: 'required' }] });
    expect(await resolveAddress('two-tier', { province: '99', district: '', ward: '' })).toEqual({ ok: false, problems: [{ field: 'province', kind: 'invalid' }] });
    expect(await resolveAddress('three-tier', { province: '79', district: '001', ward: '00001' })).toEqual({ ok: false, problems: [{ field: 'district', kind: 'invalid' }] });
    expect(await resolveAddress('three-tier', { province: '01', district: '', ward: '00001' })).toEqual({ ok: false, problems: [{ field: 'district', kind: 'required' }] });
    expect(await resolveAddress('three-tier', { province: '01', district: '002', ward: '00001' })).toEqual({ ok: false, problems: [{ field: 'ward', kind: 'invalid' }] });
    const threeTier = await resolveAddress('three-tier', { province: '01', district: '001', ward: '00001' });
    expect(threeTier.ok && threeTier.address.district).toEqual({ code: '001', name: 'Quận Ba Đình' });
  });

  it('a district without wards (an island district) needs no ward', async () => {
    expect(await listWards('three-tier', '498')).toEqual([]);
    const resolved = await resolveAddress('three-tier', { province: '48', district: '498', ward: '' });
    expect(resolved.ok).toBe(true);
  });
});
