import type { ReactNode } from 'react';
import * as vi from '../../lib/messages/index';
import { ProductGrid } from '../listings/index.server';
import { ResultCount } from '../listings/index.server';
import { ResultsPagination } from './results-pagination.server';
import type { ResultsPage } from './service.server';

interface Props {
  text: string;
  category: string;
  results: ResultsPage;
  perPage: number;
  /** Other features' blocks for the result cards (the listings' card extras). */
  cardExtras?: ReadonlyMap<number, ReactNode>;
}

/** The page a submitted search lands on: `/?s=…&post_type=product` (spec 2.9). */
export function SearchResults({ text, category, results, perPage, cardExtras }: Props) {
  const query = text.trim();
  return (
    <section className="search-results-page container">
      <header className="page-header">
        <h1 className="page-title">{vi.search.resultsTitle(query)}</h1>
        {results.total > 0 && <ResultCount page={results.page} perPage={perPage} total={results.total} />}
      </header>
      {results.cards.length > 0 ? (
        <>
          <ProductGrid cards={results.cards} extras={cardExtras} />
          <ResultsPagination text={query} category={category} page={results.page} pageCount={results.pageCount} />
        </>
      ) : (
        <p className="woocommerce-info search-no-results">{query ? vi.search.emptyResults : vi.search.emptyQuery}</p>
      )}
    </section>
  );
}
