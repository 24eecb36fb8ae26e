import { useCallback, useEffect, useRef, useState } from 'react';
import { isSearchable, SuggestionCache, suggestionsUrl } from './live-search';
import type { Suggestion } from './suggestion';
import { ajaxUrl } from '../../client/theme-vars';

async function fetchSuggestions(url: string): Promise<Suggestion[] | undefined> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) return undefined;
  const data = (await response.json()) as { suggestions?: unknown };
  return Array.isArray(data.suggestions) ? (data.suggestions as Suggestion[]) : undefined;
}

/** The live search of spec 7.4: delayed, cached per URL, skipping queries that can only find nothing. */
export function useLiveSearch() {
  const cache = useRef(new SuggestionCache());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(0);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [loading, setLoading] = useState(false);
  // Whether the shown list is an answer (empty included), not a failed or skipped request (spec 8.6).
  const [answered, setAnswered] = useState(false);

  const run = useCallback(async (query: string, category: string) => {
    const request = ++latest.current;
    const settle = (found: Suggestion[], isAnswer = true) => {
      if (request !== latest.current) return;
      setSuggestions(found);
      setAnswered(isAnswer);
      setLoading(false);
    };
    if (!isSearchable(query)) return settle([], false);
    const url = suggestionsUrl(ajaxUrl(), query, category);
    const known = cache.current.known(url, query, category);
    if (known) return settle(known);
    setLoading(true);
    // Spec 8.6: a failed search request shows nothing.
    const found = await fetchSuggestions(url).catch(() => undefined);
    if (found) cache.current.remember(url, query, category, found);
    settle(found ?? [], found !== undefined);
  }, []);

  const schedule = useCallback(
    (query: string, category: string, delayMs: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void run(query, category), delayMs);
    },
    [run],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return { suggestions, answered, loading, schedule };
}
