import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { pageLinks } from '../listings/index.server';

interface Props {
  text: string;
  category: string;
  page: number;
  pageCount: number;
}

export function resultsUrl(text: string, category: string, page: number): string {
  return urls.search(text) + (category ? `&product_cat=${encodeURIComponent(category)}` : '') + (page > 1 ? `&paged=${page}` : '');
}

/** Page links of the results page (`&paged=2`), shown only when there is more than one page. */
export function ResultsPagination({ text, category, page, pageCount }: Props) {
  if (pageCount < 2) return null;
  const href = (n: number) => resultsUrl(text, category, n);
  return (
    <nav className="woocommerce-pagination" aria-label={vi.search.pagination}>
      <ul className="page-numbers">
        {page > 1 && (
          <li><a className="prev page-numbers" href={href(page - 1)} rel="prev" aria-label={vi.search.previousPage}>←</a></li>
        )}
        {pageLinks(page, pageCount).map((link, i) => (
          <li key={i}>
            {link === 'gap' ? (
              <span className="page-numbers dots">…</span>
            ) : link === page ? (
              <span aria-current="page" className="page-numbers current">{link}</span>
            ) : (
              <a className="page-numbers" href={href(link)}>{link}</a>
            )}
          </li>
        ))}
        {page < pageCount && (
          <li><a className="next page-numbers" href={href(page + 1)} rel="next" aria-label={vi.search.nextPage}>→</a></li>
        )}
      </ul>
    </nav>
  );
}
