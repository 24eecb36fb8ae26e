import { cms, shop } from '../../lib/contract-names';
import { attributionFields, type AttributionField } from './fields';
import { trackingSettings } from './tracking-settings';

/**
 * `wc_order_attribution` (contract.md "Client settings"), printed on pages with a checkout form: the tracking
 * settings our own tracking reads (attribution-tracking.client.ts) and the field → sourcebuster value map the
 * ecosystem's attribution script fills the inputs from.
 */
export const orderAttributionSettings = {
  params: {
    lifetime: trackingSettings.lifetimeMonths,
    session: trackingSettings.sessionMinutes,
    base64: false,
    ajaxurl: cms.ajaxPath,
    prefix: shop.attributionPrefix,
    allowTracking: true,
  },
  fields: Object.fromEntries(Object.entries(attributionFields).map(([field, [cookie, key]]) => [field, `${cookie}.${key}`])) as Record<AttributionField, string>,
};
