import type { ReactNode } from 'react';
import * as vi from '../../lib/messages/index';

interface RowProps {
  id: string;
  label: string;
  required?: boolean;
  /** A part of the address: the ecosystem's checkout script asks for a new review when it changes (`.address-field`). */
  address?: boolean;
  invalid?: boolean;
  children: ReactNode;
}

/** `p.form-row#<id>_field` as the ecosystem lays out checkout fields; invalid rows carry `.woocommerce-invalid`. */
export function FormRow({ id, label, required, address, invalid, children }: RowProps) {
  const classes = ['form-row', 'form-row-wide', address && 'address-field', required && 'validate-required', invalid && 'woocommerce-invalid'].filter(Boolean).join(' ');
  return (
    <p className={classes} id={`${id}_field`}>
      <label htmlFor={id}>
        {label}
        {required && (
          <>
            {' '}
            <abbr className="required" title={vi.checkout.required}>*</abbr>
          </>
        )}
      </label>
      <span className="woocommerce-input-wrapper">{children}</span>
    </p>
  );
}
