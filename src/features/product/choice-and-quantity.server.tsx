import * as vi from '../../lib/messages/index';
import type { Choice } from '../catalogue/index';
import { quantityLimits } from '../catalogue/index';
import QuantityStepper from './quantity-stepper.island';
import VariationFormIsland from './variation-form.island';
import { variationFormProps } from './variation-form-props.server';
import type { ProductView } from './view.server';

/**
 * The product page's own variation form (spec 4.3) or quantity stepper (spec 5.2) inside another order form, quick
 * buy (decision 031): the same islands, without the add-to-cart button. `chosen` and `quantity` draw a posted form again.
 */
export function ChoiceAndQuantity({ view, context, chosen, quantity }: { view: ProductView; context: string; chosen?: Choice; quantity?: string }) {
  const p = view.product;
  if (p.type === 'variable') return <VariationFormIsland {...variationFormProps(view, context)} chosen={chosen} quantity={quantity} embedded />;
  const { min, max } = quantityLimits(p);
  const value = Number(quantity) >= min ? Number(quantity) : min;
  return <QuantityStepper inputId={`quantity-${context}-${p.id}`} label={vi.product.quantityOf(p.name)} value={value} min={min} max={max} hidden={p.soldIndividually} />;
}

/** What the form holding the variation form carries for it: the variations as JSON, or `false` above the threshold. */
export const variationsData = (view: ProductView) => ({ 'data-product_variations': view.variations ? JSON.stringify(view.variations) : 'false' });
