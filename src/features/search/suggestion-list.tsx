import * as vi from '../../lib/messages/index';
import { highlightParts } from './highlight';
import type { Suggestion } from './suggestion';

interface Props {
  id: string;
  suggestions: Suggestion[];
  query: string;
  active: number;
  onChoose: (suggestion: Suggestion) => void;
  onHover: (index: number) => void;
}

/** The dropdown of the live search: image, name with the typed words in bold, and price (spec 2.9). */
export function SuggestionList({ id, suggestions, query, active, onChoose, onHover }: Props) {
  return (
    <div className="autocomplete-suggestions" id={id} role="listbox" aria-label={vi.search.suggestionsLabel}>
      {suggestions.map((s, i) => (
        <div
          key={`${s.id}-${i}`}
          id={`${id}-${i}`}
          role="option"
          aria-selected={i === active}
          aria-disabled={s.id === -1 || undefined}
          className={'autocomplete-suggestion' + (i === active ? ' autocomplete-selected' : '') + (s.id === -1 ? ' autocomplete-no-result' : '')}
          data-index={i}
          // Keep focus in the field so the list does not close before the click lands.
          onMouseDown={(e) => e.preventDefault()}
          onMouseEnter={() => onHover(i)}
          onClick={() => onChoose(s)}
        >
          {s.img && <img className="search-image" src={s.img} alt="" width={40} height={40} loading="lazy" />}
          <span className="search-name">
            {highlightParts(s.value, query).map((part, k) => (part.match ? <strong key={k}>{part.text}</strong> : part.text))}
          </span>
          {s.price && <span className="search-price" dangerouslySetInnerHTML={{ __html: s.price }} />}
        </div>
      ))}
    </div>
  );
}
