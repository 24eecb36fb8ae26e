import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { Amount } from '../../ui/price';
import { OrderAttributionInputs } from '../attribution/index.server';
import { quantityLimits } from '../catalogue/index';
import { imageUrl } from '../media/index';
import { ChoiceAndQuantity, variationsData } from '../product/index.server';
import { ShippingOptions } from './shipping-options.server';
import { CustomerFields } from './customer-fields.server';
import type { QuickBuyFormState } from './form-state.server';
import type { QuickBuyItem } from './item.server';
import { customerFields, orderFields } from './quick-buy-fields';
import { quickBuyTotal } from './quick-buy-rules';

const m = vi.quickBuy;

/** The unit price counted: the priced line's once known, else the product's (a variable one's lowest). */
const unitPriceOf = (item: QuickBuyItem, state: QuickBuyFormState) => state.unitPrice ?? item.price ?? 0;

/** The product, and the product page's own variation form or quantity stepper (decision 031). */
function ProductArea({ item, state }: { item: QuickBuyItem; state: QuickBuyFormState }) {
  return (
    <div className="quick-buy-product">
      {item.image && <img src={imageUrl(item.image.id, 300)} alt={item.image.alt || item.name} width={100} height={100} loading="lazy" />}
      <div>
        <p className="quick-buy-name"><a href={item.url}>{item.name}</a></p>
        <p className="quick-buy-unit">{m.unitPrice}: <span className="quick-buy-unit-price"><Amount dong={unitPriceOf(item, state)} /></span></p>
        <ChoiceAndQuantity view={item.view} context="quick-buy" chosen={state.chosen} quantity={state.values.quantity} />
      </div>
    </div>
  );
}

function Totals({ item, state }: { item: QuickBuyItem; state: QuickBuyFormState }) {
  const shipping = state.settings.enableShip ? (state.methods.find((s) => s.id === state.chosenMethod)?.cost ?? 0) : 0;
  const quantity = Number(state.values.quantity) || quantityLimits(item.view.product).min;
  const total = quickBuyTotal({ unitPrice: unitPriceOf(item, state), quantity, shipping, discount: state.discount });
  return (
    <table className="quick-buy-totals">
      <tbody>
        {state.settings.enableShip && <tr className="quick-buy-shipping-cost"><th>{m.shipping}</th><td><Amount dong={shipping} /></td></tr>}
        <tr className="quick-buy-discount" hidden={!state.discount}><th>{m.discount}</th><td>−<Amount dong={state.discount} /></td></tr>
        <tr className="quick-buy-total"><th>{m.total}</th><td><output><Amount dong={total} /></output></td></tr>
      </tbody>
    </table>
  );
}

/**
 * The quick-buy form (spec 2.4, 3.7): the product, quantity, customer and address, coupon, shipping and total. The
 * popup shows it, and the page without script posts it to itself; both place the same order.
 */
export function QuickBuyForm({ item, state, threeTier }: { item: QuickBuyItem; state: QuickBuyFormState; threeTier: boolean }) {
  const s = state.settings;
  const flag = (on: boolean) => (on ? '1' : '0');
  return (
    <div className="quick-buy" id={`quick-buy-${item.id}`} data-prod-id={item.id} data-price={item.price ?? 0}>
      <form className="quick-buy-form" method="post" action={urls.quickBuy(item.id)} data-prod-id={item.id} {...variationsData(item.view)} noValidate>
        <p className="quick-buy-title">{m.popupTitle}</p>
        <ProductArea item={item} state={state} />
        <p className="quick-buy-hint">{m.hint}</p>
        <CustomerFields state={state} threeTier={threeTier} />
        <button type="submit" name="update_area" value="1" className="button quick-buy-update">{m.updateArea}</button>
        <p className="quick-buy-coupon">
          <label><span>{m.coupon}</span><input type="text" name={customerFields.coupon} defaultValue={state.values.coupon} /></label>
          <button type="submit" name="apply_coupon" value="1" className="button quick-buy-apply-coupon">{m.applyCoupon}</button>
          <span className="quick-buy-coupon-message" role="status">{state.couponMessage}</span>
        </p>
        {s.enableShip && (
          <div className="quick-buy-shipping">
            {state.methods.length ? <ShippingOptions methods={state.methods} chosen={state.chosenMethod} /> : <p>{m.shippingHint}</p>}
          </div>
        )}
        <Totals item={item} state={state} />
        <input type="hidden" name="prod_id" value={item.id} />
        <input type="hidden" name={orderFields.nonce} value={state.nonce} />
        <input type="hidden" name="enable_ship" value={flag(s.enableShip)} />
        <input type="hidden" name="require_email" value={flag(s.requireEmail)} />
        <input type="hidden" name="require_district" value={flag(s.requireDistrict)} />
        <input type="hidden" name="require_village" value={flag(s.requireVillage)} />
        <input type="hidden" name="require_address" value={flag(s.requireAddress)} />
        <input type="hidden" name={orderFields.couponAmount} value={state.discount} />
        <OrderAttributionInputs />
        <p className="quick-buy-message" role="alert">{state.message}</p>
        <button type="submit" name="place_order" value="1" className="button alt quick-buy-order" disabled={!item.inStock}>{item.inStock ? m.order : m.outOfStock}</button>
      </form>
    </div>
  );
}
