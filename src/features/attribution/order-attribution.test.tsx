import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { attributionFieldNames } from './fields';
import { OrderAttributionInputs } from './inputs.server';
import { readOrderAttribution } from './order-attribution.server';
import { describeOrigin } from './order-origin.server';

const post = (fields: Record<string, string>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k.startsWith('billing') ? k : `wc_order_attribution_${k}`, v]));

describe('order attribution on the server', () => {
  it('spec 3.9: reads the sixteen known fields, trimmed', () => {
    const all = Object.fromEntries(attributionFieldNames.map((f) => [f, `  ${f}-value `]));
    const fields = readOrderAttribution(post(all));
    expect(Object.keys(fields).sort()).toEqual([...attributionFieldNames].sort());
    expect(fields.utm_source).toBe('utm_source-value');
    expect(attributionFieldNames).toHaveLength(16);
  });

  it('spec 3.9: unknown fields, other form fields and empty values are left out', () => {
    const fields = readOrderAttribution(post({ source_type: 'utm', utm_source: '   ', admin: '1', billing_email: 'a@b.vn', referrer: '' }));
    expect(fields).toEqual({ source_type: 'utm' });
  });

  it('caps values at 200 characters and the user agent at 500', () => {
    const fields = readOrderAttribution(post({ utm_campaign: 'x'.repeat(5000), user_agent: 'y'.repeat(5000) }));
    expect(fields.utm_campaign).toHaveLength(200);
    expect(fields.user_agent).toHaveLength(500);
  });

  it('the first of repeated fields counts', () => {
    const input = new URLSearchParams([['wc_order_attribution_utm_source', 'a'], ['wc_order_attribution_utm_source', 'b']]);
    expect(readOrderAttribution(input)).toEqual({ utm_source: 'a' });
  });

  it('contract.md: the checkout element holds one empty hidden input per field for the client to fill', () => {
    const html = renderToStaticMarkup(<OrderAttributionInputs />);
    expect(html).toMatch(/^<wc-order-attribution-inputs>(<input type="hidden" name="wc_order_attribution_[a-z_]+" value=""\/>){16}<\/wc-order-attribution-inputs>$/);
    for (const field of attributionFieldNames) expect(html).toContain(`name="wc_order_attribution_${field}"`);
  });

  it('describes where an order came from in one Vietnamese line', () => {
    expect(describeOrigin({ source_type: 'organic', utm_source: 'google', utm_medium: 'organic' })).toBe('Nguồn: Google (tìm kiếm tự nhiên)');
    expect(describeOrigin({ source_type: 'organic', utm_source: 'coccoc' })).toBe('Nguồn: Cốc Cốc (tìm kiếm tự nhiên)');
    expect(describeOrigin({ source_type: 'utm', utm_source: 'facebook', utm_medium: 'social' })).toBe('Nguồn: Facebook (social)');
    expect(describeOrigin({ source_type: 'utm', utm_source: 'zalo', utm_medium: '(none)' })).toBe('Nguồn: Zalo');
    expect(describeOrigin({ source_type: 'referral', utm_source: 'tinhte.vn' })).toBe('Nguồn: tinhte.vn (trang giới thiệu)');
    expect(describeOrigin({ source_type: 'typein', utm_source: '(direct)' })).toBe('Nguồn: truy cập trực tiếp');
    expect(describeOrigin({})).toBe('Nguồn: không rõ');
    expect(describeOrigin({ source_type: 'weird' })).toBe('Nguồn: không rõ');
  });
});
