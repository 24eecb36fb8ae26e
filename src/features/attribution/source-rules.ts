import type { SbjsRecord } from './sbjs-format.client';

/** Spec 3.9 and 4.7: where a visit came from, in sourcebuster's terms. */
export const sourceTypes = ['utm', 'organic', 'referral', 'typein'] as const;
export type SourceType = (typeof sourceTypes)[number];
export const none = '(none)';

// sbjs key → query parameter.
const utmParameters = {
  src: 'utm_source',
  mdm: 'utm_medium',
  cmp: 'utm_campaign',
  cnt: 'utm_content',
  trm: 'utm_term',
  id: 'utm_id',
  plt: 'utm_source_platform',
  fmt: 'utm_creative_format',
  tct: 'utm_marketing_tactic',
} as const;

// Ad click ids and the source and medium they stand for when the link names none.
const clickIds: Record<string, readonly [string, string]> = {
  gclid: ['google', 'cpc'],
  yclid: ['yandex', 'cpc'],
  msclkid: ['bing', 'cpc'],
  fbclid: ['facebook', 'social'],
  ttclid: ['tiktok', 'cpc'],
};

// Referrers now carry only the origin, so a search engine is known by its host alone.
const searchEngines: Record<string, RegExp> = {
  google: /^google\.[a-z]{2,3}(\.[a-z]{2})?$/,
  bing: /^([a-z]+\.)?bing\.com$/,
  yahoo: /^([a-z]+\.)?search\.yahoo\.com$/,
  yandex: /^yandex\.[a-z]{2,3}(\.[a-z]{2})?$/,
  coccoc: /^coccoc\.com$/,
  duckduckgo: /^duckduckgo\.com$/,
  baidu: /^baidu\.com$/,
  naver: /^search\.naver\.com$/,
  ecosia: /^ecosia\.org$/,
  brave: /^search\.brave\.com$/,
};

/** A URL's host without `www.`, lower case; '' when it is no URL. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** The search engine a referrer host belongs to, if any. */
export const searchEngineOf = (host: string) => Object.keys(searchEngines).find((name) => searchEngines[name]!.test(host));

// The fields after typ, src and mdm, '(none)' unless given.
const otherFields = ['cmp', 'cnt', 'trm', 'id', 'plt', 'fmt', 'tct'];

function source(typ: SourceType, src: string, mdm: string, given: SbjsRecord = {}): SbjsRecord {
  const record: SbjsRecord = { typ, src, mdm };
  for (const key of otherFields) record[key] = given[key] ?? none;
  return record;
}

function utmSource(query: URLSearchParams, click: readonly [string, string] | undefined): SbjsRecord {
  const given: SbjsRecord = {};
  for (const [key, parameter] of Object.entries(utmParameters)) if (query.get(parameter)) given[key] = query.get(parameter)!;
  const src = given.src ?? click?.[0] ?? none;
  const mdm = given.mdm ?? click?.[1] ?? none;
  return source('utm', src, mdm, { cmp: click ? `${src}_${mdm}` : none, ...given });
}

/**
 * Spec 4.7: the traffic source this page view starts, or undefined when the current one is kept. New UTM or
 * click-id parameters → utm; a search-engine referrer → organic; another site's referrer with no session yet
 * → referral; with no current source at all → typein, '(direct)' / '(none)' (spec 3.9).
 */
export function newTrafficSource(page: URL, referrer: string, hasSession: boolean, hasCurrent: boolean): SbjsRecord | undefined {
  const click = Object.keys(clickIds).find((id) => page.searchParams.has(id));
  if (click || Object.values(utmParameters).some((p) => page.searchParams.has(p))) return utmSource(page.searchParams, click ? clickIds[click] : undefined);
  const from = hostOf(referrer);
  const site = hostOf(page.href);
  if (from && from !== site && !from.endsWith(`.${site}`)) {
    const engine = searchEngineOf(from);
    if (engine) return source('organic', engine, 'organic');
    if (!hasSession) return source('referral', from, 'referral', { cnt: new URL(referrer).pathname });
  }
  return hasCurrent ? undefined : source('typein', '(direct)', none);
}
