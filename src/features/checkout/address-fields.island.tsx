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

function UnitSelect({ id, label, placeholder, units, value, invalid, busy, problem, onChange, onFocus }: {
  id: string; label: string; placeholder: string; units: AdminUnit[]; value: string; invalid: boolean; busy: boolean; problem?: string; onChange: (code: string) => void; onFocus?: () => void;
}) {
  const problemId = `${id}_units_problem`;
  return (
    <FormRow id={id} label={label} required address invalid={invalid}>
      <select id={id} name={id} className="select address-select" value={value} aria-required="true" aria-invalid={invalid || undefined} aria-busy={busy || undefined} aria-describedby={problem ? problemId : undefined} onChange={(e) => onChange(e.target.value)} onFocus={onFocus}>
        <option value="">{busy ? vi.checkout.loadingUnits : placeholder}</option>
        {units.map((u) => (
          <option key={u.code} value={u.code}>{u.name}</option>
        ))}
      </select>
      {problem && <span className="address-units-problem" id={problemId} role="alert">{problem}</span>}
    </FormRow>
  );
}

/** The unit data could not be read for the page (it says so above the form): the codes chosen are posted again as they were. */
function KeptChoice({ threeTier, value }: Pick<Props, 'threeTier' | 'value'>) {
  const kept = threeTier ? [fields.province, fields.district, fields.ward] : [fields.province, fields.ward];
  const codes: Record<string, string> = { [fields.province]: value.province, [fields.district]: value.district, [fields.ward]: value.ward };
  return <>{kept.map((id) => <input key={id} type="hidden" name={id} id={id} value={codes[id]} />)}</>;
}

/**
 * Province → (district) → ward selects (decision 012). Each choice loads the next list from the server; without
 * script the same selects post the form and the server sends it back with the next list filled. A list that could not
 * be had says why under its select and keeps the choices above it (decision 093).
 */
function AddressFields({ threeTier, provinces, value, ...initial }: Props) {
  const [chosen, setChosen] = useState(value);
  const [districts, setDistricts] = useState(initial.districts);
  const [wards, setWards] = useState(initial.wards);
  const [invalid, setInvalid] = useState(initial.invalid);
  const [busy, setBusy] = useState<'district' | 'ward' | null>(null);
  const [problem, setProblem] = useState<{ level: 'district' | 'ward'; parent: string; message: string } | null>(null);
  const latest = useRef(0); // answers to an earlier choice are ignored

  useEffect(() => {
    const onError = (e: Event) => setInvalid((e as CustomEvent<CheckoutErrorDetail>).detail?.fields ?? []);
    document.body.addEventListener(checkoutErrorEvent, onError);
    return () => document.body.removeEventListener(checkoutErrorEvent, onError);
  }, []);

  async function load(level: 'district' | 'ward', parent: string) {
    const request = ++latest.current;
    setBusy(parent ? level : null);
    const answer = parent ? await fetchUnits(level, parent) : { units: [] };
    if (request !== latest.current) return;
    (level === 'district' ? setDistricts : setWards)(answer.units);
    setProblem(answer.message ? { level, parent, message: answer.message } : null);
    setBusy(null);
  }
  // The list that could not be had is asked for again when the shopper comes back to its select.
  const retry = (level: 'district' | 'ward') => () => void (problem?.level === level && busy !== level && load(level, problem.parent));

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

  if (provinces.length === 0) return <KeptChoice threeTier={threeTier} value={value} />;
  return (
    <>
      <UnitSelect id={fields.province} label={vi.checkout.province} placeholder={vi.checkout.chooseProvince} units={provinces} value={chosen.province} invalid={invalid.includes(fields.province)} busy={false} onChange={chooseProvince} />
      {threeTier && (
        <UnitSelect id={fields.district} label={vi.checkout.district} placeholder={vi.checkout.chooseDistrict} units={districts} value={chosen.district} invalid={invalid.includes(fields.district)} busy={busy === 'district'} problem={problem?.level === 'district' ? problem.message : undefined} onChange={chooseDistrict} onFocus={retry('district')} />
      )}
      <UnitSelect id={fields.ward} label={vi.checkout.ward} placeholder={vi.checkout.chooseWard} units={wards} value={chosen.ward} invalid={invalid.includes(fields.ward)} busy={busy === 'ward'} problem={problem?.level === 'ward' ? problem.message : undefined} onChange={chooseWard} onFocus={retry('ward')} />
    </>
  );
}

export default defineIsland('address-fields', AddressFields, 'interaction', '.checkout-page');
