import * as vi from '../../lib/messages/index';
import { renderPage } from '../../server/render.server';
import type { ShopContext } from '../../server/shop.server';

export type RefusalStatus = 400 | 403 | 409 | 429;

/** A refused review or blog comment without script: the reason and a link back to the form; never cached. */
export async function refusedPost(c: ShopContext, status: RefusalStatus, page: { title: string; message: string; back: string; backLabel: string }): Promise<Response> {
  const body = (
    <div className="container review-refused">
      <h1>{page.title}</h1>
      <ul className="woocommerce-error" role="alert"><li>{page.message}</li></ul>
      <p><a href={page.back}>{page.backLabel}</a></p>
    </div>
  );
  const drawn = await renderPage(c, { title: `${page.title} – ${vi.common.siteName}`, noindex: true, status: 400 }, body);
  drawn.headers.set('Cache-Control', 'private, no-store');
  return new Response(drawn.body, { status, headers: drawn.headers });
}
