import { useEffect, useRef, useState } from 'react';
import { defineIsland } from '../../client/island';
import { itemsOnlyFlag, listingPagePath, withQuery } from './listing-urls';

interface Props {
  basePath: string;
  /** The listing's query string (sort order…), kept on every page it loads. */
  query: string;
  page: number;
  lastPage: number;
  texts: { loading: string; failed: string; retry: string };
}

type Status = 'idle' | 'loading' | 'failed';

function listingParts(from: Element | null) {
  const listing = from?.closest('.products-listing');
  return { list: listing?.querySelector('ul.products'), pagination: listing?.querySelector<HTMLElement>('.woocommerce-pagination') };
}

async function appendPage(list: Element, basePath: string, query: string, page: number): Promise<void> {
  const params = new URLSearchParams(query);
  params.set(itemsOnlyFlag, '1');
  const response = await fetch(withQuery(listingPagePath(basePath, page), params), { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`listing page ${page}: ${response.status}`);
  const html = await response.text();
  // Imported here, not at the top: the client runtime must not load when the server renders this island.
  const { insertHtml } = await import('../../client/insert-html');
  insertHtml(list, html, 'append');
}

/**
 * Spec 2.2: when the end of the grid comes into view, the next page's cards are appended through insertHtml,
 * so their islands hydrate like the first ones. The page links give way to it and come back if a load fails.
 */
function InfiniteScroll({ basePath, query, page, lastPage, texts }: Props) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState(page);
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => {
    const { pagination } = listingParts(sentinel.current);
    if (pagination) pagination.hidden = status !== 'failed';
  }, [status]);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || status !== 'idle' || loaded >= lastPage) return;
    const next = loaded + 1;
    const { list } = listingParts(el);
    if (!list) return;
    const loadNext = () => {
      setStatus('loading');
      appendPage(list, basePath, query, next)
        .then(() => {
          setLoaded(next);
          setStatus('idle');
        })
        .catch(() => setStatus('failed'));
    };
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      loadNext();
    }, { rootMargin: '400px 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [basePath, query, loaded, lastPage, status]);

  return (
    <div ref={sentinel} className="infinite-scroll" role="status" aria-live="polite">
      {status === 'loading' && <span className="infinite-scroll-loading">{texts.loading}</span>}
      {status === 'failed' && (
        <span className="infinite-scroll-failed">
          {texts.failed}{' '}
          <button type="button" className="button" onClick={() => setStatus('idle')}>{texts.retry}</button>
        </span>
      )}
    </div>
  );
}

export default defineIsland('infinite-scroll', InfiniteScroll, 'visible');
