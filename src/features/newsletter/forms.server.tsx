import * as vi from '../../lib/messages/index';
import { newsletterUrls, optInField, signupFields } from './names';

/** `#mailchimp_woocommerce_newsletter` (issue 13): ticked, the order's or account's e-mail is asked to confirm. */
export function NewsletterOptIn({ label, checked }: { label: string; checked: boolean }) {
  return (
    <p className="form-row form-row-wide mailchimp-newsletter" id={`${optInField}_field`}>
      <label className="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox" htmlFor={optInField}>
        <input type="checkbox" className="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" name={optInField} id={optInField} value="1" defaultChecked={checked} />{' '}
        <span>{label}</span>
      </label>
    </p>
  );
}

/** The footer's sign-up form: posts without script; with script the answer shows in its live region. */
export function NewsletterSignup() {
  return (
    <section className="footer-newsletter">
      <h2 className="footer-title" id="newsletter-title">{vi.newsletter.footerTitle}</h2>
      <p>{vi.newsletter.footerText}</p>
      <form className="newsletter-signup" method="post" action={newsletterUrls.signup()} aria-labelledby="newsletter-title">
        <label htmlFor={signupFields.email} className="screen-reader-text">{vi.newsletter.emailLabel}</label>
        <input type="email" id={signupFields.email} name={signupFields.email} required maxLength={254} autoComplete="email" placeholder={vi.newsletter.emailPlaceholder} />
        <span className="newsletter-website" aria-hidden="true">
          <label htmlFor={signupFields.honeypot}>{vi.newsletter.honeypotLabel}</label>
          <input type="text" id={signupFields.honeypot} name={signupFields.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </span>
        <button type="submit" className="button">{vi.newsletter.submit}</button>
        <p className="newsletter-answer" role="status" aria-live="polite" />
      </form>
    </section>
  );
}
