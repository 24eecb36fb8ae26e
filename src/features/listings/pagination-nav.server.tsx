import * as vi from '../../lib/messages/index';
import { listingPagePath, withQuery } from './listing-urls';
import { pageLinks } from './pagination.server';

interface Props {
  basePath: string;
  query: URLSearchParams;
  page: number;
  lastPage: number;
}

/** `nav.woocommerce-pagination`: numbered links that keep the sort order and other query parameters. */
export function PaginationNav({ basePath, query, page, lastPage }: Props) {
  if (lastPage <= 1) return null;
  const href = (n: number) => withQuery(listingPagePath(basePath, n), query);
  return (
    <nav className="woocommerce-pagination" aria-label={vi.catalog.pagination}>
      <ul className="page-numbers">
        {page > 1 && (
          <li>
            <a className="prev page-numbers" href={href(page - 1)} rel="prev" aria-label={vi.catalog.previousPage}>←</a>
          </li>
        )}
        {pageLinks(page, lastPage).map((link, i) => (
          <li key={i}>
            {link === 'gap' ? (
              <span className="page-numbers dots">…</span>
            ) : link === page ? (
              <span className="page-numbers current" aria-current="page">{link}</span>
            ) : (
              <a className="page-numbers" href={href(link)}>{link}</a>
            )}
          </li>
        ))}
        {page < lastPage && (
          <li>
            <a className="next page-numbers" href={href(page + 1)} rel="next" aria-label={vi.catalog.nextPage}>→</a>
          </li>
        )}
      </ul>
    </nav>
  );
}
