import * as vi from '../../lib/messages/index';
import type { PaymentMethod } from '../orders/index.server';
import { fields } from './checkout-fields';

const methods: { id: PaymentMethod; label: string; description: string }[] = [
  { id: 'cod', label: vi.checkout.cod, description: vi.checkout.codDescription },
  { id: 'bacs', label: vi.checkout.bacs, description: vi.checkout.bacsDescription },
];

/** `#payment`: cash on delivery and bank transfer; the chosen one's description shows below it (CSS, no script). */
export function PaymentMethods({ chosen, invalid }: { chosen: string; invalid: boolean }) {
  const selected = methods.some((m) => m.id === chosen) ? chosen : 'cod';
  return (
    <div id="payment" className={`woocommerce-checkout-payment${invalid ? ' woocommerce-invalid' : ''}`}>
      <h3 id={`${fields.payment}_heading`}>{vi.checkout.paymentMethods}</h3>
      <ul className="wc_payment_methods payment_methods methods" aria-labelledby={`${fields.payment}_heading`}>
        {methods.map((m) => (
          <li key={m.id} className={`wc_payment_method payment_method_${m.id}`}>
            <input id={`${fields.payment}_${m.id}`} type="radio" className="input-radio" name={fields.payment} value={m.id} defaultChecked={m.id === selected} />
            <label htmlFor={`${fields.payment}_${m.id}`}>{m.label}</label>
            <div className={`payment_box payment_method_${m.id}`}>
              <p>{m.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
