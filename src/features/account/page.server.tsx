import type { ReactNode } from 'react';
import * as vi from '../../lib/messages/index';
import { createNonce } from '../../server/nonce.server';
import { renderPage } from '../../server/render.server';
import { ensureSession } from '../../server/session.server';
import type { ShopContext } from '../../server/shop.server';
import { accountNonces, accountUrls } from './account-urls';
import { LoginForms, type LoginFormsProps } from './login-forms.server';

type Status = 200 | 400 | 403 | 404 | 413 | 429;

/**
 * A my-account page in the site chrome. Never cached (it is someone's own) and never indexed. renderPage's
 * statuses stop at 404; the others keep the same page and only change the status.
 */
export async function renderAccountPage(c: ShopContext, content: ReactNode, options: { title?: string; status?: Status } = {}): Promise<Response> {
  const { title = vi.account.myAccount, status = 200 } = options;
  const meta = { title: `${title} – ${vi.common.siteName}`, canonicalPath: accountUrls.myAccount(), noindex: true, bodyClass: 'woocommerce-account woocommerce-page' };
  const page = await renderPage(
    c,
    { ...meta, status: status === 400 || status === 404 ? status : 200 },
    <div className="woocommerce account-page container">
      <h1 className="page-title">{title}</h1>
      {content}
    </div>,
  );
  const headers = new Headers(page.headers);
  headers.set('Cache-Control', 'private, no-store');
  return new Response(page.body, { status, headers });
}

export function FormErrors({ errors }: { errors: string[] }) {
  if (!errors.length) return null;
  return (
    <ul className="woocommerce-error" role="alert">
      {errors.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

/** The logged-out page: both forms with fresh nonces, and why the last post was refused. */
export async function loginPage(c: ShopContext, refused: { errors?: string[]; status?: Status } & Omit<LoginFormsProps, 'loginNonce' | 'registerNonce' | 'newsletter'> = {}) {
  const { errors = [], status, ...typed } = refused;
  // The forms' nonces are bound to a real session, so no two visitors share one (decision 020).
  await ensureSession(c);
  const [loginNonce, registerNonce, settings] = await Promise.all([createNonce(c, accountNonces.logIn), createNonce(c, accountNonces.register), c.get('deps').settings()]);
  const newsletter = { label: settings.newsletter.optInLabel, checked: typed.register?.newsletter ?? settings.newsletter.optInChecked };
  return renderAccountPage(
    c,
    <>
      <FormErrors errors={errors} />
      <LoginForms loginNonce={loginNonce} registerNonce={registerNonce} newsletter={newsletter} {...typed} />
    </>,
    { status },
  );
}
