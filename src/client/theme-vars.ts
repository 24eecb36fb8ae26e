import { cms } from '../lib/contract-names';

interface ThemeVars {
  ajaxurl?: string;
  options?: { search_result_latency?: string; search_no_results_notice?: string };
}

// The page defines flatsomeVars (src/server/client-settings.server.ts); islands read it, with the contract's defaults.
function themeVars(): ThemeVars {
  return (globalThis as { flatsomeVars?: ThemeVars }).flatsomeVars ?? {};
}

export function ajaxUrl(): string {
  return themeVars().ajaxurl || cms.ajaxPath;
}

export function searchLatency(): number {
  const latency = Number(themeVars().options?.search_result_latency);
  return Number.isFinite(latency) && latency >= 0 ? latency : 300;
}

/** Spec 8.6: whether an empty answer shows the autocomplete's 'No results' notice (off unless the shop turns it on). */
export function noResultsNotice(): boolean {
  return themeVars().options?.search_no_results_notice === '1';
}
