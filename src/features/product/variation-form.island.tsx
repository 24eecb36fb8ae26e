import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { defineIsland } from '../../client/island';
import * as vi from '../../lib/messages/index';
import { QuantityInput } from '../../ui/quantity-input';
import { AttributeRow } from './attribute-row';
import { optionStates } from './option-states';
import { SingleVariation } from './single-variation';
import { isPurchasable, useVariationForm } from './use-variation-form';
import type { VariationFormProps } from './variation-form-props.server';

/** Spec 4.3 and 8.1: the button's state classes; null before the first check, as the server rendered it. */
function buttonState(checked: boolean, found: ReturnType<typeof useVariationForm>['found']): string | null {
  if (!checked) return null;
  if (!found) return 'disabled wc-variation-selection-needed';
  return isPurchasable(found) ? null : 'disabled wc-variation-is-unavailable';
}

function clamp(value: string, min: number, max: number | ''): string {
  const n = Number.parseFloat(value);
  if (!Number.isFinite(n) || n < min) return String(min);
  return max !== '' && n > max ? String(max) : value;
}

/** The inside of `form.variations_form`: attribute selects or swatches, the variation panel, quantity and button. */
function VariationForm(props: VariationFormProps) {
  const { productId, productName, context, attributes, stockThreshold, embedded } = props;
  const anchor = useRef<HTMLTableElement>(null);
  const fields = useMemo(() => attributes.map((a) => a.fieldName), [attributes]);
  const form = useVariationForm(anchor, productId, fields, { initialChoice: props.chosen, showsImage: !embedded });
  const { found, checked } = form;
  const [quantity, setQuantity] = useState(props.quantity || String(props.minQty));

  const soldIndividually = props.soldIndividually || found?.is_sold_individually === 'yes';
  const min = found?.min_qty ?? props.minQty;
  const max = found ? found.max_qty : props.maxQty;
  // Spec 5.2: a found variation keeps the quantity within its limits; sold individually fixes it at 1.
  useEffect(() => setQuantity((q) => (soldIndividually ? '1' : clamp(q, min, max))), [soldIndividually, min, max]);

  const state = buttonState(checked, found);
  const onAddToCart = (event: MouseEvent) => {
    if (!state) return;
    event.preventDefault();
    window.alert(state.includes('wc-variation-is-unavailable') ? vi.product.unavailable : vi.product.makeASelection);
  };
  const anyChosen = Object.values(form.choice).some(Boolean);

  return (
    <>
      <table ref={anchor} className="variations" cellSpacing={0} role="presentation">
        <tbody>
          {attributes.map((a) => (
            <AttributeRow
              key={a.fieldName}
              attribute={a}
              productId={productId}
              selectId={`${a.fieldName}-${context}-${productId}`}
              value={form.choice[a.fieldName] ?? ''}
              states={optionStates(form.variations ?? false, a.fieldName, a.terms, form.choice)}
              checked={checked}
              stockThreshold={stockThreshold}
              onChoose={form.choose}
            />
          ))}
        </tbody>
      </table>
      <a className="reset_variations" href="#" style={{ visibility: anyChosen ? 'visible' : 'hidden' }} onClick={(e) => (e.preventDefault(), form.reset())}>
        {vi.product.clear}
      </a>
      <div className={'single_variation_wrap' + (form.loading ? ' processing' : '')}>
        <SingleVariation variation={found} />
        {form.noMatch && <p className="wc-no-matching-variations woocommerce-info">{vi.product.noMatchingVariations}</p>}
        <div className={`woocommerce-variation-add-to-cart variations_button woocommerce-variation-add-to-cart-${state ? 'disabled' : 'enabled'}`}>
          <QuantityInput
            inputId={`quantity-${context}-${productId}`}
            label={vi.product.quantityOf(productName)}
            value={quantity}
            min={min}
            max={max}
            hidden={soldIndividually}
            onChange={setQuantity}
          />
          {!embedded && (
            <>
              {/* Still focusable so a click can say why it is refused (8.1); aria-disabled tells assistive tech it is off. */}
              <button type="submit" className={'single_add_to_cart_button button alt' + (state ? ` ${state}` : '')} aria-disabled={state ? true : undefined} onClick={onAddToCart}>
                {vi.product.addToCart}
              </button>
              <input type="hidden" name="add-to-cart" value={productId} />
              <input type="hidden" name="product_id" value={productId} />
            </>
          )}
          <input type="hidden" name="variation_id" className="variation_id" value={found?.variation_id ?? ''} />
        </div>
      </div>
    </>
  );
}

export default defineIsland('variation-form', VariationForm, 'interaction', 'form');
