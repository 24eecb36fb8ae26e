import { useEffect, useRef, useState } from 'react';
import { defineIsland } from '../../client/island';
import * as vi from '../../lib/messages/index';
import type { AdminUnit } from '../address/index';
import { fetchUnits } from '../address/index';
import { fields } from './checkout-fields';
import { checkoutErrorEvent, type CheckoutErrorDetail } from './checkout-events';
import { FormRow } from './form-row';

interface Props {
  threeTier: boolean;
  provinces: AdminUnit[];
  districts: AdminUnit[];
  wards: AdminUnit[];
  value: { province: string; district: string; ward: string };
  invalid: string[];
}

function UnitSelect({ id, label, placeholder, units, value, invalid, busy, onChange }: {
  id: string; label: string; placeholder: string; units: AdminUnit[]; value: string; invalid: boolean; busy: boolean; onChange: (code: string) => void;
}) {
  return (
    <FormRow id={id} label={label} required address invalid={invalid}>
      <select id={id} name={id} className="select address-select" value={value} aria-required="true" aria-invalid={invalid || undefined} aria-busy={busy || undefined} onChange={(e) => onChange(e.target.value)}>
        <option value="">{busy ? vi.checkout.loadingUnits : placeholder}</option>
        {units.map((u) => (
          <option key={u.code} value={u.code}>{u.name}</option>
        ))}
      </select>
    </FormRow>
  );
}

/**
 * Province → (district) → ward selects (decision 012). Each choice loads the next list from the server; without
 * script the same selects post the form and the server sends it back with the next list filled.
 */
function AddressFields({ threeTier, provinces, value, ...initial }: Props) {
  const [chosen, setChosen] = useState(value);
  const [districts, setDistricts] = useState(initial.districts);
  const [wards, setWards] = useState(initial.wards);
  const [invalid, setInvalid] = useState(initial.invalid);
  const [busy, setBusy] = useState<'district' | 'ward' | null>(null);
  const latest = useRef(0); // answers to an earlier choice are ignored

  useEffect(() => {
    const onError = (e: Event) => setInvalid((e as CustomEvent<CheckoutErrorDetail>).detail?.fields ?? []);
    document.body.addEventListener(checkoutErrorEvent, onError);
    return () => document.body.removeEventListener(checkoutErrorEvent, onError);
  }, []);

  async function load(level: 'district' | 'ward', parent: string) {
    const request = ++latest.current;
    setBusy(parent ? level : null);
    const units = parent ? await fetchUnits(level, parent) : [];
    if (request !== latest.current) return;
    (level === 'district' ? setDistricts : setWards)(units);
    setBusy(null);
  }

  const valid = (...ids: string[]) => setInvalid((list) => list.filter((id) => !ids.includes(id)));
  const chooseProvince = (province: string) => {
    setChosen({ province, district: '', ward: '' });
    setDistricts([]);
    setWards([]);
    valid(fields.province);
    void load(threeTier ? 'district' : 'ward', province);
  };
  const chooseDistrict = (district: string) => {
    setChosen((c) => ({ ...c, district, ward: '' }));
    setWards([]);
    valid(fields.district);
    void load('ward', district);
  };
  const chooseWard = (ward: string) => {
    setChosen((c) => ({ ...c, ward }));
    valid(fields.ward);
  };

  return (
    <>
      <UnitSelect id={fields.province} label={vi.checkout.province} placeholder={vi.checkout.chooseProvince} units={provinces} value={chosen.province} invalid={invalid.includes(fields.province)} busy={false} onChange={chooseProvince} />
      {threeTier && (
        <UnitSelect id={fields.district} label={vi.checkout.district} placeholder={vi.checkout.chooseDistrict} units={districts} value={chosen.district} invalid={invalid.includes(fields.district)} busy={busy === 'district'} onChange={chooseDistrict} />
      )}
      <UnitSelect id={fields.ward} label={vi.checkout.ward} placeholder={vi.checkout.chooseWard} units={wards} value={chosen.ward} invalid={invalid.includes(fields.ward)} busy={busy === 'ward'} onChange={chooseWard} />
    </>
  );
}

export default defineIsland('address-fields', AddressFields, 'interaction', '.checkout-page');
