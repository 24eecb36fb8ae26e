import * as vi from '../../lib/messages/index';
import type { OrderAttribution } from './order-attribution.server';
import { none } from './source-rules';

// Source names as shoppers write them; others are shown with a capital first letter.
const knownNames: Record<string, string> = { coccoc: 'Cốc Cốc', duckduckgo: 'DuckDuckGo' };
const displayName = (source: string) => knownNames[source] ?? source.charAt(0).toUpperCase() + source.slice(1);

/** The line of the shop's new-order e-mail saying where the order came from, e.g. 'Nguồn: Google (tìm kiếm tự nhiên)'. */
export function describeOrigin(fields: OrderAttribution): string {
  const source = fields.utm_source && fields.utm_source !== none ? displayName(fields.utm_source) : undefined;
  switch (fields.source_type) {
    case 'typein':
      return vi.marketing.origin(vi.marketing.direct);
    case 'organic':
      return source ? vi.marketing.origin(`${source} (${vi.marketing.organic})`) : vi.marketing.originUnknown;
    case 'referral':
      return fields.utm_source ? vi.marketing.origin(`${fields.utm_source} (${vi.marketing.referral})`) : vi.marketing.originUnknown;
    case 'utm': {
      const medium = fields.utm_medium && fields.utm_medium !== none ? ` (${fields.utm_medium})` : '';
      return source ? vi.marketing.origin(source + medium) : vi.marketing.originUnknown;
    }
    default:
      return vi.marketing.originUnknown;
  }
}
