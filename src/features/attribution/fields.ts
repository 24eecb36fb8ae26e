/**
 * The order attribution fields (spec 3.9) and where each one is read from the sourcebuster cookies
 * (contract.md "Checkout"). Shared by the browser module that fills the inputs and the server that reads them.
 */
export type SbjsCookie = 'current' | 'current_add' | 'session' | 'udata';

export const attributionFields = {
  source_type: ['current', 'typ'],
  referrer: ['current_add', 'rf'],
  utm_campaign: ['current', 'cmp'],
  utm_source: ['current', 'src'],
  utm_medium: ['current', 'mdm'],
  utm_content: ['current', 'cnt'],
  utm_id: ['current', 'id'],
  utm_term: ['current', 'trm'],
  utm_source_platform: ['current', 'plt'],
  utm_creative_format: ['current', 'fmt'],
  utm_marketing_tactic: ['current', 'tct'],
  session_entry: ['current_add', 'ep'],
  session_start_time: ['current_add', 'fd'],
  session_pages: ['session', 'pgs'],
  session_count: ['udata', 'vst'],
  user_agent: ['udata', 'uag'],
} as const satisfies Record<string, readonly [SbjsCookie, string]>;

export type AttributionField = keyof typeof attributionFields;
export const attributionFieldNames = Object.keys(attributionFields) as AttributionField[];
