import type { ReactNode } from 'react';
import * as vi from '../../lib/messages/index';
import type { AdminUnit } from '../address/index.server';
import { errorOf, type QuickBuyFormState } from './form-state.server';
import { customerFields, selectIds, type CustomerField } from './quick-buy-fields';

const m = vi.quickBuy;

/** One labelled field with its inline error (`.quick-buy-error`, tied by aria-describedby). */
function Row({ field, label, state, children }: { field: CustomerField; label: string; state: QuickBuyFormState; children: (a: object) => ReactNode }) {
  const error = errorOf(state, field);
  const errorId = `quick-buy-${field}-error`;
  return (
    <p className={`quick-buy-row quick-buy-${field}` + (error ? ' has-error' : '')} data-field={customerFields[field]}>
      <label>
        <span>{label}</span>
        {children(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
      </label>
      <span className="quick-buy-error" id={errorId} role="alert">{error ?? ''}</span>
    </p>
  );
}

function UnitSelect({ field, id, units, value, placeholder, state, hidden }: { field: CustomerField; id: string; units: AdminUnit[]; value: string; placeholder: string; state: QuickBuyFormState; hidden?: boolean }) {
  const label = { province: m.province, district: m.district, ward: m.ward }[field as 'province'];
  if (hidden) return <input type="hidden" name={customerFields[field]} id={id} value="" />;
  return (
    <Row field={field} label={label} state={state}>
      {(aria) => (
        <select name={customerFields[field]} id={id} defaultValue={value} {...aria}>
          <option value="">{placeholder}</option>
          {units.map((u) => <option key={u.code} value={u.code}>{u.name}</option>)}
        </select>
      )}
    </Row>
  );
}

/** Spec 3.7's customer form: name, phone twice, e-mail, province → district → ward, and the street. */
export function CustomerFields({ state, threeTier }: { state: QuickBuyFormState; threeTier: boolean }) {
  const { values: v, settings } = state;
  const text = (field: CustomerField, label: string, type = 'text', extra: object = {}) => (
    <Row field={field} label={label} state={state}>
      {(aria) => <input type={type} name={customerFields[field]} defaultValue={v[field]} {...extra} {...aria} />}
    </Row>
  );
  return (
    <div className="quick-buy-customer">
      {text('name', m.name, 'text', { autoComplete: 'name' })}
      {text('phone', m.phone, 'tel', { autoComplete: 'tel', inputMode: 'tel' })}
      {text('validPhone', m.validPhone, 'tel', { inputMode: 'tel' })}
      {text('email', settings.requireEmail ? m.email : m.emailOptional, 'email', { autoComplete: 'email' })}
      <UnitSelect field="province" id={selectIds.province} units={state.provinces} value={v.province} placeholder={m.chooseProvince} state={state} />
      <UnitSelect field="district" id={selectIds.district} units={state.districts} value={v.district} placeholder={m.chooseDistrict} state={state} hidden={!threeTier} />
      <UnitSelect field="ward" id={selectIds.ward} units={state.wards} value={v.ward} placeholder={m.chooseWard} state={state} />
      {text('address', m.address, 'text', { autoComplete: 'street-address' })}
    </div>
  );
}
