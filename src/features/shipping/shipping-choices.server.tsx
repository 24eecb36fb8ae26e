import { Amount } from '../../ui/price';
import type { ShippingMethod } from './service.server';
import { seenCostField, shippingInputName } from './shipping-names';

const radioId = (m: ShippingMethod) => `shipping_method_0_${m.id.replace(/[^\w-]/g, '')}`;

/**
 * `ul#shipping_method` of `input.shipping_method[name="shipping_method[0]"][data-index=0]` radios, as the ecosystem's
 * cart and checkout scripts read them, each with the cost it is shown at, so an order can tell the shopper of a
 * change (decision 093); `form` ties them to a form they are not inside.
 */
export function ShippingChoices({ methods, chosen, form }: { methods: ShippingMethod[]; chosen: string | null; form?: string }) {
  return (
    <ul id="shipping_method" className="woocommerce-shipping-methods">
      {methods.map((m) => (
        <li key={m.id}>
          <input type="radio" name={shippingInputName} data-index="0" id={radioId(m)} value={m.id} className="shipping_method" defaultChecked={m.id === chosen} form={form} />
          <input type="hidden" name={seenCostField(m.id)} value={m.cost} form={form} />
          <label htmlFor={radioId(m)}>
            {m.cost > 0 ? `${m.label}: ` : m.label}
            {m.cost > 0 && <Amount dong={m.cost} />}
          </label>
        </li>
      ))}
    </ul>
  );
}
