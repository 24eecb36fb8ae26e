import * as vi from '../../lib/messages/index';
import { escapeHtml } from './stock-text.server';

// The variation's own HTML goes in raw (`{{{ }}}`), as the ecosystem's template does: the server made and escaped it.
const variationTemplate = [
  '<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>',
  '<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>',
  '<div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>',
].join('');

const unavailableTemplate = `<p role="alert">${escapeHtml(vi.product.unavailable)}</p>`;

/**
 * The two `wp.template` templates the ecosystem's variation script renders into `.single_variation` (contract.md
 * "Variation object"); our own form renders the same parts itself (single-variation.tsx). Beside every variation
 * form: the product page's and the quick view's.
 */
export function VariationTemplates() {
  return (
    <>
      <script type="text/template" id="tmpl-variation-template" dangerouslySetInnerHTML={{ __html: variationTemplate }} />
      <script type="text/template" id="tmpl-unavailable-variation-template" dangerouslySetInnerHTML={{ __html: unavailableTemplate }} />
    </>
  );
}
