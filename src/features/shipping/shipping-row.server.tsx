import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import type { ShippingEstimate } from './estimate.server';
import { ShippingChoices } from './shipping-choices.server';

const calculatorId = 'shipping-calculator';

/**
 * `tr.woocommerce-shipping-totals`: the methods and costs for the chosen province as radios, and the calculator
 * that chooses the province (a plain form posted to the cart page with the cart nonce). The radios belong to the
 * calculator's form, so without script its button keeps the method too; with script a change asks
 * `update_shipping_method` at once.
 */
export function ShippingRow({ estimate, nonce }: { estimate: ShippingEstimate; nonce: string }) {
  // No provinces: the unit data cannot be read, so there is nothing to choose and no cost to show now (decision 093).
  if (!estimate.provinces.length) {
    return (
      <tr className="woocommerce-shipping-totals shipping">
        <th>{vi.shipping.title}</th>
        <td data-title={vi.shipping.title}><p className="woocommerce-shipping-destination">{vi.address.unitsUnavailable}</p></td>
      </tr>
    );
  }
  return (
    <tr className="woocommerce-shipping-totals shipping">
      <th>{vi.shipping.title}</th>
      <td data-title={vi.shipping.title}>
        {estimate.province ? (
          <>
            <ShippingChoices methods={estimate.methods} chosen={estimate.chosen} form={calculatorId} />
            <p className="woocommerce-shipping-destination">{vi.shipping.to(estimate.province.name)}</p>
          </>
        ) : (
          <p className="woocommerce-shipping-destination">{vi.shipping.estimateHint}</p>
        )}
        <form className="woocommerce-shipping-calculator" id={calculatorId} action={urls.cart()} method="post">
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
