import { variationsData } from './choice-and-quantity.server';
import VariationFormIsland from './variation-form.island';
import { variationFormProps } from './variation-form-props.server';
import { VariationTemplates } from './variation-templates.server';
import type { ProductView } from './view.server';

/**
 * `form.variations_form.cart` with the variations as JSON in data-product_variations (or `false` above the
 * threshold), followed by the ecosystem's variation templates. Without scripting it posts the attribute selects,
 * quantity and add-to-cart to the product URL.
 */
export function VariationForm({ view, context }: { view: ProductView; context: string }) {
  return (
    <>
      <form
        className="variations_form cart"
        action={view.url}
        method="post"
        encType="multipart/form-data"
        data-product_id={view.product.id}
        {...variationsData(view)}
      >
        <VariationFormIsland {...variationFormProps(view, context)} />
      </form>
      <VariationTemplates />
    </>
  );
}
