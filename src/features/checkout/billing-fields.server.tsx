import * as vi from '../../lib/messages/index';
import type { AdminUnit } from '../address/index';
import AddressFields from './address-fields.island';
import { fields, updateAddressButton, type CheckoutInput } from './checkout-fields';
import { maxNameLength } from './checkout-rules.server';
import { FormRow } from './form-row';

export interface AddressChoices {
  threeTier: boolean;
  provinces: AdminUnit[];
  districts: AdminUnit[];
  wards: AdminUnit[];
}

interface Props {
  values: CheckoutInput;
  address: AddressChoices;
  invalid: Set<string>;
}

/** The customer's name, phone, e-mail and delivery address, then the order notes. */
export function BillingFields({ values, address, invalid }: Props) {
  const text = (id: string, value: string, type: 'text' | 'tel' | 'email', autoComplete: string, extra: object = {}) => (
    <input type={type} className="input-text" name={id} id={id} defaultValue={value} autoComplete={autoComplete} aria-required="true" aria-invalid={invalid.has(id) || undefined} {...extra} />
  );
  return (
    <div className="woocommerce-billing-fields">
      <h3>{vi.checkout.billingDetails}</h3>
      <div className="woocommerce-billing-fields__field-wrapper">
        <FormRow id={fields.name} label={vi.checkout.fullName} required invalid={invalid.has(fields.name)}>
          {text(fields.name, values.name, 'text', 'name', { maxLength: maxNameLength })}
        </FormRow>
        <FormRow id={fields.phone} label={vi.checkout.phone} required invalid={invalid.has(fields.phone)}>
          {text(fields.phone, values.phone, 'tel', 'tel', { inputMode: 'numeric' })}
        </FormRow>
        <FormRow id={fields.email} label={vi.checkout.email} required invalid={invalid.has(fields.email)}>
          {text(fields.email, values.email, 'email', 'email')}
        </FormRow>
        <AddressFields
          threeTier={address.threeTier}
          provinces={address.provinces}
          districts={address.districts}
          wards={address.wards}
          value={{ province: values.province, district: values.district, ward: values.ward }}
          invalid={[fields.province, fields.district, fields.ward].filter((id) => invalid.has(id))}
        />
        <p className="form-row checkout-update-address">
          <button type="submit" className="button" name={updateAddressButton} value="1">{vi.checkout.updateAddress}</button>
        </p>
        <FormRow id={fields.street} label={vi.checkout.street} required address invalid={invalid.has(fields.street)}>
          {text(fields.street, values.street, 'text', 'street-address')}
        </FormRow>
      </div>
      <div className="woocommerce-additional-fields">
        <FormRow id={fields.note} label={vi.checkout.notes} invalid={invalid.has(fields.note)}>
          <textarea name={fields.note} id={fields.note} className="input-text" rows={3} placeholder={vi.checkout.notesPlaceholder} defaultValue={values.note} />
        </FormRow>
      </div>
    </div>
  );
}
