import * as vi from '../../lib/messages/index';
import { dimensionsText, weightText } from './stock-text.server';
import type { ProductView } from './view.server';

/** Weight, dimensions (swapped for the chosen variation's) and the visible attributes. */
export function AdditionalInformation({ view }: { view: ProductView }) {
  const p = view.product;
  return (
    <table className="woocommerce-product-attributes shop_attributes">
      <tbody>
        {view.shipping.hasWeight && (
          <tr className="woocommerce-product-attributes-item woocommerce-product-attributes-item--weight">
            <th className="woocommerce-product-attributes-item__label">{vi.product.weight}</th>
            <td className="woocommerce-product-attributes-item__value product_weight">{weightText(p.weight)}</td>
          </tr>
        )}
        {view.shipping.hasDimensions && (
          <tr className="woocommerce-product-attributes-item woocommerce-product-attributes-item--dimensions">
            <th className="woocommerce-product-attributes-item__label">{vi.product.dimensions}</th>
            <td className="woocommerce-product-attributes-item__value product_dimensions">{dimensionsText(p.dimensions)}</td>
          </tr>
        )}
        {view.attributes
          .filter((a) => a.visible)
          .map((a) => (
            <tr key={a.id} className={`woocommerce-product-attributes-item woocommerce-product-attributes-item--attribute_pa_${a.slug}`}>
              <th className="woocommerce-product-attributes-item__label">{a.name}</th>
              <td className="woocommerce-product-attributes-item__value">{a.terms.map((t) => t.name).join(', ')}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

export function hasAdditionalInformation(view: ProductView): boolean {
  return view.shipping.hasWeight || view.shipping.hasDimensions || view.attributes.some((a) => a.visible);
}
