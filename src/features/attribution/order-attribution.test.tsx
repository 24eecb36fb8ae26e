import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { attributionFieldNames } from './fields';
import { OrderAttributionInputs } from './inputs.server';
import { readOrderAttribution } from './order-attribution.server';
import { describeOrigin } from './order-origin.server';

const post = (fields: Record<string, string>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k.startsWith('billing') ? k : `wc_order_attribution_${k}`, v]));

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('order attribution on the server', () => {
  // What sourcebuster writes in the fields that have a shape; the others are free text.
  const shaped: Record<string, string> = { source_type: 'utm', referrer: 'https://www.facebook.com/', session_entry: 'https://shop.vn/?utm_source=a', session_start_time: '2026-01-28 08:00:00', session_pages: '3', session_count: '2' };

  it('spec 3.9: reads the sixteen known fields, trimmed', () => {
    const all = Object.fromEntries(attributionFieldNames.map((f) => [f, `  ${shaped[f] ?? `${f}-value`} `]));
    const fields = readOrderAttribution(post(all));
    expect(Object.keys(fields).sort()).toEqual([...attributionFieldNames].sort());
    expect(fields.utm_source).toBe('utm_source-value');
    expect(attributionFieldNames).toHaveLength(16);
  });

  it('a value is one line (no forged lines in the shop\'s mail), and a field with a shape takes nothing else', () => {
    const forged = readOrderAttribution(post({ utm_source: 'google\r\n\nĐÃ THANH TOÁN\u2028Tổng: 0 ₫\u202e', utm_medium: 'cpc\u0000\u0007' }));
    expect(forged).toEqual({ utm_source: 'google ĐÃ THANH TOÁN Tổng: 0 ₫', utm_medium: 'cpc' });
    const misshapen = { source_type: 'bogus-type', referrer: 'javascript:alert(1)', session_entry: 'ftp://x', session_start_time: 'not a date', session_pages: 'NaN', session_count: '-99999999999999999999' };
    expect(readOrderAttribution(post(misshapen))).toEqual({});
    expect(readOrderAttribution(post({ ...shaped, referrer: '(none)' }))).toEqual({ ...shaped, referrer: '(none)' });
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

  it('the cap never cuts a character in half: an emoji at the limit is kept whole or left out, never a lone surrogate', () => {
    const fields = readOrderAttribution(post({ utm_medium: `a${'😀'.repeat(250)}`, user_agent: `b${'😀'.repeat(400)}` }));
    expect(fields.utm_medium).not.toMatch(loneSurrogate);
    expect([...fields.utm_medium!]).toHaveLength(200);
    expect(fields.user_agent).not.toMatch(loneSurrogate);
  });

  it('a session start is a real calendar moment and the counters start at 1, as sourcebuster writes them', () => {
    for (const [field, value] of [['session_start_time', '2026-02-30 23:00:00'], ['session_start_time', '2026-04-31 10:00:00'], ['session_pages', '0'], ['session_count', '000000000'], ['session_pages', '-5']]) {
      expect(readOrderAttribution(post({ [field!]: value! })), `${field} ${value}`).toEqual({});
    }
    expect(readOrderAttribution(post({ session_start_time: '2024-02-29 23:59:59', session_pages: '1', session_count: '120' }))).toEqual({ session_start_time: '2024-02-29 23:59:59', session_pages: '1', session_count: '120' });
  });

  it('decision 097: a session that starts after the order is made up and left out; a browser clock hours ahead is not', () => {
    const stamp = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    for (const hours of [48, 24 * 365, 24 * 365 * 7000]) expect(readOrderAttribution(post({ session_start_time: stamp(hours) })), `${hours} h ahead`).toEqual({});
    expect(readOrderAttribution(post({ session_start_time: '9999-12-31 23:59:59' }))).toEqual({});
    for (const hours of [-1, 0, 14]) expect(readOrderAttribution(post({ session_start_time: stamp(hours) }))).toEqual({ session_start_time: stamp(hours) });
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
