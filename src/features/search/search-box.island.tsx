import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { defineIsland } from '../../client/island';
import * as vi from '../../lib/messages/index';
import { SuggestionList } from './suggestion-list';
import type { Suggestion } from './suggestion';
import { noResultsNotice, searchLatency } from '../../client/theme-vars';
import { useLiveSearch } from './use-live-search';

interface Props {
  categories: { slug: string; name: string }[];
}

function choose(suggestion: Suggestion | undefined): void {
  // Spec 5.6: a suggestion with id -1 does not navigate.
  if (suggestion && suggestion.id !== -1 && suggestion.url) window.location.assign(suggestion.url);
}

/** The header's product search (spec 2.9); without JS it submits to the results page. */
function SearchBox({ categories }: Props) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { suggestions, answered, loading, schedule } = useLiveSearch();
  const [hydrated, setHydrated] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // The island hydrates on first focus, so the shopper may have typed already: the field stays
  // uncontrolled (hydration would clear a controlled one) and what is in it is searched at once.
  useEffect(() => {
    setHydrated(true);
    const typed = field.current?.value ?? '';
    if (typed) {
      setQuery(typed);
      setOpen(true);
      schedule(typed, category, searchLatency());
    }
  }, []);
  const listId = `${id}-suggestions`;
  const showList = open && suggestions.length > 0;
  // Spec 8.6: an answer with no suggestion at all says 'No results' when the shop turns the notice on.
  const showNotice = open && answered && suggestions.length === 0 && noResultsNotice();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => Math.max(-1, Math.min(suggestions.length - 1, a + step)));
    } else if (event.key === 'Escape' && showList) {
      // Close the list only; the browser would also clear a search field.
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter' && showList && active >= 0) {
      event.preventDefault();
      choose(suggestions[active]);
    }
  };

  return (
    <form
      className="searchform"
      role="search"
      action="/"
      method="get"
      data-hydrated={hydrated ? 'true' : undefined}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <div className="searchform-row">
        {categories.length > 0 && (
          <select
            name="product_cat"
            className="search_categories"
            aria-label={vi.search.categoryLabel}
            value={category}
            onChange={(e) => {
              setCategory(e.target.value);
              setActive(-1);
              schedule(query, e.target.value, 0);
            }}
          >
            <option value="">{vi.search.allCategories}</option>
            {categories.map((c) => (
              <option key={c.slug} value={c.slug}>{c.name}</option>
            ))}
          </select>
        )}
        <label className="screen-reader-text" htmlFor={`${id}-field`}>{vi.search.fieldLabel}</label>
        <input
          id={`${id}-field`}
          type="search"
          className="search-field"
          name="s"
          ref={field}
          placeholder={vi.search.placeholder}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
            setActive(-1);
            schedule(e.target.value, category, searchLatency());
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <input type="hidden" name="post_type" value="product" />
        <button type="submit" className={'ux-search-submit submit-button button' + (loading ? ' loading' : '')} aria-busy={loading || undefined}>
          {vi.search.submit}
        </button>
      </div>
      {showNotice && (
        <div className="live-search-results">
          <div className="autocomplete-suggestions" role="status">
            <div className="autocomplete-no-suggestion">{vi.search.noSuggestions}</div>
          </div>
        </div>
      )}
      {showList && (
        <div className="live-search-results">
          <SuggestionList id={listId} suggestions={suggestions} query={query} active={active} onChoose={choose} onHover={setActive} />
        </div>
      )}
    </form>
  );
}

export default defineIsland('search-box', SearchBox, 'interaction');
