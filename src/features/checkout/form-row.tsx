import type { ReactNode } from 'react';
import * as vi from '../../lib/messages/index';

/** `p.form-row#<id>_field` as the ecosystem lays out checkout fields; invalid rows carry `.woocommerce-invalid`. */
export function FormRow({ id, label, required, invalid, children }: { id: string; label: string; required?: boolean; invalid?: boolean; children: ReactNode }) {
  const classes = ['form-row', 'form-row-wide', required && 'validate-required', invalid && 'woocommerce-invalid'].filter(Boolean).join(' ');
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
