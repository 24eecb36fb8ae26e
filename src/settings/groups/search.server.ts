import { number } from '../setting.server';

export const search = {
  /** Milliseconds between the last keystroke and the live search request (spec 3.1). */
  resultLatency: number('search_result_latency', 300),
};
