import type { ReactNode } from 'react';
import * as vi from '../../lib/messages/index';
import { renderPage } from '../../server/render.server';
import type { ShopContext } from '../../server/shop.server';
import { signupFields } from './names';

export type PageStatus = 200 | 400 | 429 | 503;

/** A newsletter page: someone's own link or answer, so never cached or indexed, and its address never sent to another site as a referrer. */
export async function newsletterPage(c: ShopContext, title: string, status: PageStatus, content: ReactNode): Promise<Response> {
  const meta = { title: `${title} – ${vi.common.siteName}`, noindex: true, status: status === 400 ? 400 : 200 } as const;
  const page = await renderPage(c, meta, <div className="container newsletter-page"><h1 className="page-title">{title}</h1>{content}</div>);
  const headers = new Headers(page.headers);
  headers.set('Cache-Control', 'private, no-store');
  headers.set('Referrer-Policy', 'same-origin');
  return new Response(page.body, { status, headers });
}

export function Notice({ ok, text }: { ok: boolean; text: string }) {
  return ok ? <p className="woocommerce-message" role="status">{text}</p> : <ul className="woocommerce-error" role="alert"><li>{text}</li></ul>;
}

/** The button a link's page asks to press: the change is a POST (decision 043), never the mail's GET. */
export function TokenForm({ action, token, question, button }: { action: string; token: string; question: string; button: string }) {
  return (
    <form method="post" action={action}>
      <p>{question}</p>
      <input type="hidden" name={signupFields.token} value={token} />
      <button type="submit" className="button">{button}</button>
    </form>
  );
}
