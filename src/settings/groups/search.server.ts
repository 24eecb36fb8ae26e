import { number, yesNo } from '../setting.server';

export const search = {
  /** Milliseconds between the last keystroke and the live search request (spec 3.1). */
  resultLatency: number('search_result_latency', 300),
  /** Spec 8.6: the autocomplete's 'No results' notice for an answer without suggestions; off by default. */
  noResultsNotice: yesNo('search_no_results_notice', false),
};
