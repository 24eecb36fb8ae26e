import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { Amount } from '../../ui/price';
import type { ShippingEstimate } from './estimate.server';

function Methods({ estimate }: { estimate: ShippingEstimate }) {
  if (!estimate.province) return <p className="woocommerce-shipping-destination">{vi.shipping.estimateHint}</p>;
  return (
    <>
      <ul id="shipping_method" className="woocommerce-shipping-methods">
        {estimate.methods.map((m) => (
          <li key={m.id} data-method={m.id}>
            {m.cost > 0 ? `${m.label}: ` : m.label}
            {m.cost > 0 && <Amount dong={m.cost} />}
          </li>
        ))}
      </ul>
      <p className="woocommerce-shipping-destination">{vi.shipping.to(estimate.province.name)}</p>
    </>
  );
}

/**
 * `tr.woocommerce-shipping-totals`: the methods and costs for the chosen province, and the calculator that
 * chooses it (a plain form posted to the cart page with the cart nonce).
 */
export function ShippingRow({ estimate, nonce }: { estimate: ShippingEstimate; nonce: string }) {
  return (
    <tr className="woocommerce-shipping-totals shipping">
      <th>{vi.shipping.title}</th>
      <td data-title={vi.shipping.title}>
        <Methods estimate={estimate} />
        <form className="woocommerce-shipping-calculator" action={urls.cart()} method="post">
          <label htmlFor="calc_shipping_state" className="screen-reader-text">{vi.shipping.chooseProvince}</label>
          <select name="calc_shipping_state" id="calc_shipping_state" defaultValue={estimate.province?.code ?? ''} required>
            <option value="">{vi.shipping.chooseProvince}</option>
            {estimate.provinces.map((p) => (
              <option key={p.code} value={p.code}>{p.name}</option>
            ))}
          </select>
          <button type="submit" className="button" name="calc_shipping" value="1">
            {estimate.province ? vi.shipping.updateEstimate : vi.shipping.estimateShipping}
          </button>
          <input type="hidden" name="woocommerce-cart-nonce" value={nonce} />
        </form>
      </td>
    </tr>
  );
}
