import * as vi from '../../lib/messages/index';
import type { Variation } from './variation-object.server';

/** `.single_variation`: the variation template (description, price, availability) or the unavailable one. */
export function SingleVariation({ variation }: { variation: Variation | null }) {
  return (
    <div className="woocommerce-variation single_variation" role="alert" aria-relevant="additions" hidden={!variation}>
      {variation &&
        (variation.variation_is_visible ? (
          <>
            <div className="woocommerce-variation-description" dangerouslySetInnerHTML={{ __html: variation.variation_description }} />
            <div className="woocommerce-variation-price" dangerouslySetInnerHTML={{ __html: variation.price_html }} />
            <div className="woocommerce-variation-availability" dangerouslySetInnerHTML={{ __html: variation.availability_html }} />
          </>
        ) : (
          <div className="woocommerce-variation-availability">
            <p>{vi.product.unavailable}</p>
          </div>
        ))}
    </div>
  );
}
