/** A message shown once on the next page the shopper sees (after a form post and redirect). */
export interface FlashNotice {
  kind: 'success' | 'error';
  text: string;
  link?: { href: string; label: string };
}

/**
 * The notices left for this page (after a form post and its redirect): successes as `div.woocommerce-message`,
 * errors as one `ul.woocommerce-error`, as the ecosystem marks them. The wrapper is always there so scripts can
 * put notices in it.
 */
export function Notices({ notices }: { notices: FlashNotice[] }) {
  const errors = notices.filter((n) => n.kind === 'error');
  return (
    <div className="woocommerce-notices-wrapper">
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
    </div>
  );
}
