import * as vi from '../../lib/messages/index';
import QuantityStepper from './quantity-stepper.island';
import { quantityLimits } from '../catalogue/index';
import { availability } from './stock-text.server';
import type { ProductView } from './view.server';

/** A simple product's availability line and form; the form posts to the product URL without scripting. */
export function SimpleAddToCart({ view, context }: { view: ProductView; context: string }) {
  const p = view.product;
  const line = availability(p);
  const purchasable = p.stockStatus !== 'outofstock' && p.minPrice != null;
  const { min, max } = quantityLimits(p);
  return (
    <>
      {line && <p className={`stock ${line.className}`}>{line.text}</p>}
      {purchasable && (
        <form className="cart" action={view.url} method="post" encType="multipart/form-data">
          <QuantityStepper
            inputId={`quantity-${context}-${p.id}`}
            label={vi.product.quantityOf(p.name)}
            value={min}
            min={min}
            max={max}
            hidden={p.soldIndividually}
          />
          <button type="submit" name="add-to-cart" value={p.id} className="single_add_to_cart_button button alt">
            {vi.product.addToCart}
          </button>
        </form>
      )}
    </>
  );
}
