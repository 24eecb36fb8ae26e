import * as vi from '../../lib/messages/index';
import { NewsletterOptIn } from '../newsletter/index.server';
import { accountUrls } from './account-urls';

export interface LoginFormsProps {
  loginNonce: string;
  registerNonce: string;
  /** What the visitor typed, given back after a refused form; never the password. */
  loginEmail?: string;
  register?: { email: string; displayName: string; phone: string; newsletter?: boolean };
  /** The newsletter box: its label from the settings, ticked as posted or by the shop's default. */
  newsletter: { label: string; checked: boolean };
}

function Field({ id, name, label, type, autoComplete, value, required = true, hint }: { id: string; name: string; label: string; type: string; autoComplete: string; value?: string; required?: boolean; hint?: string }) {
  const input = <input type={type} className="woocommerce-Input woocommerce-Input--text input-text" name={name} id={id} autoComplete={autoComplete} defaultValue={value} required={required} aria-describedby={hint ? `${id}-hint` : undefined} />;
  return (
    <p className="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide">
      <label htmlFor={id}>
        {label} {required ? <span className="required" aria-hidden="true">*</span> : <span className="optional">{vi.account.optional}</span>}
      </label>
      {type === 'password' ? (
        // The show/hide toggle needs scripting, so the form behaviours unhide it (spec 2.1).
        <span className="password-input">
          {input}
          <button type="button" className="show-password-input" aria-label={vi.account.showPassword} aria-pressed="false" aria-controls={id} hidden />
        </span>
      ) : (
        input
      )}
      {hint && <span className="description" id={`${id}-hint`}>{hint}</span>}
    </p>
  );
}

/** The logged-out my-account page: the login form beside the register form; both post without scripting. */
export function LoginForms({ loginNonce, registerNonce, loginEmail, register, newsletter }: LoginFormsProps) {
  return (
    <div className="u-columns col2-set" id="customer_login">
      <div className="u-column1 col-1">
        <h2>{vi.account.logIn}</h2>
        <form className="woocommerce-form woocommerce-form-login login" method="post" action={accountUrls.logIn()}>
          <Field id="username" name="username" label={vi.account.email} type="email" autoComplete="username" value={loginEmail} />
          <Field id="password" name="password" label={vi.account.password} type="password" autoComplete="current-password" />
          <p className="form-row">
            <input type="hidden" name="woocommerce-login-nonce" value={loginNonce} />
            <button type="submit" className="woocommerce-button button woocommerce-form-login__submit" name="login" value={vi.account.logIn}>{vi.account.logIn}</button>
          </p>
        </form>
      </div>
      <div className="u-column2 col-2">
        <h2>{vi.account.register}</h2>
        <form className="woocommerce-form woocommerce-form-register register" method="post" action={accountUrls.register()}>
          <Field id="reg_email" name="email" label={vi.account.email} type="email" autoComplete="email" value={register?.email} />
          <Field id="reg_display_name" name="display_name" label={vi.account.displayName} type="text" autoComplete="name" value={register?.displayName} />
          <Field id="reg_phone" name="phone" label={vi.account.phone} type="tel" autoComplete="tel" value={register?.phone} required={false} />
          <Field id="reg_password" name="password" label={vi.account.password} type="password" autoComplete="new-password" hint={vi.account.passwordHint} />
          <NewsletterOptIn {...newsletter} />
          <p className="woocommerce-form-row form-row">
            <input type="hidden" name="woocommerce-register-nonce" value={registerNonce} />
            <button type="submit" className="woocommerce-Button woocommerce-button button woocommerce-form-register__submit" name="register" value={vi.account.register}>{vi.account.register}</button>
          </p>
        </form>
      </div>
    </div>
  );
}
