import { renderToStaticMarkup } from 'react-dom/server';

/** A message shown once on the next page the shopper sees (after a form post and redirect). */
export interface FlashNotice {
  kind: 'success' | 'error';
  text: string;
  link?: { href: string; label: string };
}

/** Successes as `div.woocommerce-message`, errors as one `ul.woocommerce-error`, as the ecosystem marks them. */
function NoticeItems({ notices }: { notices: FlashNotice[] }) {
  const errors = notices.filter((n) => n.kind === 'error');
  return (
    <>
      {notices
        .filter((n) => n.kind === 'success')
        .map((n, i) => (
          <div key={i} className="woocommerce-message" role="alert">
            {n.link && (
              <a href={n.link.href} className="button wc-forward">
                {n.link.label}
              </a>
            )}
            {(n.link ? ' ' : '') + n.text}
          </div>
        ))}
      {errors.length > 0 && (
        <ul className="woocommerce-error" role="alert">
          {errors.map((n, i) => (
            <li key={i}>{n.text}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The notices left for this page (after a form post and its redirect). The wrapper is always there so scripts can
 * put notices in it.
 */
export function Notices({ notices }: { notices: FlashNotice[] }) {
  return (
    <div className="woocommerce-notices-wrapper">
      <NoticeItems notices={notices} />
    </div>
  );
}

/** The notices alone, as the shop-ajax calls that answer with notices send them (contract.md: apply_coupon, remove_coupon). */
export function noticesHtml(notices: FlashNotice[]): string {
  return renderToStaticMarkup(<NoticeItems notices={notices} />);
}
