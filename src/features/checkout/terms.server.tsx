import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { fields } from './checkout-fields';

/** The shop's terms page, shown in a lightbox from the checkout. */
export interface TermsPage {
  slug: string;
  title: string;
  /** Written by the shop's staff in the admin: trusted HTML. */
  content: string;
}

export const termsLightboxId = 'terms-lightbox';

/**
 * Spec 2.7: the terms link opens the page in a lightbox. The link is a `[data-open]` opener the chrome already
 * handles; without script it opens the terms page in a new tab so the form keeps what was typed.
 */
export function TermsCheckbox({ terms, checked, invalid }: { terms: TermsPage | null; checked: boolean; invalid: boolean }) {
  const href = urls.page(terms?.slug ?? 'dieu-khoan-va-dieu-kien');
  return (
    <div className="woocommerce-terms-and-conditions-wrapper">
      <p className={`form-row validate-required${invalid ? ' woocommerce-invalid' : ''}`} id={`${fields.terms}_field`}>
        <label className="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox">
          <input type="checkbox" className="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" name={fields.terms} id={fields.terms} value="1" defaultChecked={checked} />{' '}
          <span className="woocommerce-terms-and-conditions-checkbox-text">
            {vi.checkout.termsBefore}
            <a href={href} className="woocommerce-terms-and-conditions-link" target="_blank" rel="noopener" {...(terms ? { 'data-open': `#${termsLightboxId}`, 'data-class': 'terms-popup' } : {})}>
              {vi.checkout.termsLink}
            </a>
            {vi.checkout.termsAfter}
          </span>{' '}
          <abbr className="required" title={vi.checkout.required}>*</abbr>
        </label>
      </p>
    </div>
  );
}

/** The lightbox's content, hidden in the page until the link opens it. */
export function TermsLightbox({ terms }: { terms: TermsPage }) {
  return (
    <div id={termsLightboxId} className="mfp-hide terms-lightbox" role="document">
      <h2>{terms.title}</h2>
      <div className="entry-content" dangerouslySetInnerHTML={{ __html: terms.content }} />
    </div>
  );
}
