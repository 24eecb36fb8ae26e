import { describe, expect, it } from 'vitest';
import { settingsFrom } from '../settings/store.server';
import { clientSettings, pageSettingsScript } from './client-settings.server';

// What the page script must equal: each global's JSON, `<` escaped, in the order a spread of the objects gives.
const spreadScript = (settings: Record<string, object>) =>
  Object.entries(settings)
    .map(([name, value]) => `var ${name}=${JSON.stringify(value).replace(/</g, '\\u003c')};`)
    .join('\n');

describe('spec 3.1: the page settings script', () => {
  const page = { isCart: false, canEditPages: false };

  it('is the shop-wide settings with the page’s own spread over them: a repeated name keeps its place, takes the later value', () => {
    const settings = settingsFrom(new Map());
    const frame = { yith_wcwl_l10n: { ajax_url: '/x</script>' }, woocommerce_params: { replaced: '1' } };
    const own = { wc_cart_params: { is_cart: '1' } };
    const expected = spreadScript({ ...clientSettings(settings, page), ...frame, ...own });
    expect(pageSettingsScript(settings, page, frame, own)).toBe(expected);
    expect(pageSettingsScript(settings, page, frame, own)).toBe(expected); // the remembered shop-wide part is not changed by a page
    expect(pageSettingsScript(settings, page)).toBe(spreadScript(clientSettings(settings, page)));
    expect(expected).toContain('\\u003c/script>');
  });

  it('writes a frozen value handed to many pages as its JSON, under the name it is given', () => {
    const settings = settingsFrom(new Map());
    const shared = Object.freeze({ nonce: Object.freeze({ add_nonce: 'abc' }), label: '<b>' });
    const expected = spreadScript({ ...clientSettings(settings, page), yith_wcwl_l10n: shared });
    expect(pageSettingsScript(settings, page, { yith_wcwl_l10n: shared })).toBe(expected);
    expect(pageSettingsScript(settings, page, { yith_wcwl_l10n: shared })).toBe(expected);
    expect(pageSettingsScript(settings, page, { other_name: shared })).toBe(spreadScript({ ...clientSettings(settings, page), other_name: shared }));
  });

  it('writes the script again for other shared values, and for a value changed in place since', () => {
    const settings = settingsFrom(new Map());
    const withValue = (value: object) => spreadScript({ ...clientSettings(settings, page), yith_wcwl_l10n: value });
    const first = Object.freeze({ yith_wcwl_l10n: Object.freeze({ nonce: 'a' }) });
    const second = Object.freeze({ yith_wcwl_l10n: Object.freeze({ nonce: 'b' }) });
    expect(pageSettingsScript(settings, page, first)).toBe(withValue({ nonce: 'a' }));
    expect(pageSettingsScript(settings, page, first)).toBe(withValue({ nonce: 'a' }));
    expect(pageSettingsScript(settings, page, second)).toBe(withValue({ nonce: 'b' }));
    expect(pageSettingsScript(settings, page, second, { wc_cart_params: Object.freeze({ is_cart: '1' }) })).toContain('wc_cart_params');
    // Held by a frozen object but not frozen itself: a page may change it, so its line is written each time.
    const open = { nonce: 'c' };
    const holding = Object.freeze({ yith_wcwl_l10n: open });
    expect(pageSettingsScript(settings, page, holding)).toBe(withValue({ nonce: 'c' }));
    open.nonce = 'd';
    expect(pageSettingsScript(settings, page, holding)).toBe(withValue({ nonce: 'd' }));
  });

  it('follows the page kind and a reread of the settings', () => {
    const before = settingsFrom(new Map());
    const after = settingsFrom(new Map([['cart_redirect_after_add', 'yes']]));
    expect(pageSettingsScript(before, { isCart: true, canEditPages: true })).toBe(spreadScript(clientSettings(before, { isCart: true, canEditPages: true })));
    expect(pageSettingsScript(before, page)).toContain('"is_cart":""');
    expect(pageSettingsScript(after, page)).toBe(spreadScript(clientSettings(after, page)));
    expect(pageSettingsScript(after, page)).not.toBe(pageSettingsScript(before, page));
  });
});
