import { describe, expect, it } from 'vitest';
import { trackPageView, type PageView, type SbjsJar } from './page-view.client';
import { parseSbjs } from './sbjs-format.client';
import { minutesToMs, monthsToMs, trackingSettings } from './tracking-settings';

const at = new Date('2027-01-28T08:00:00Z');
const view = (url: string, referrer = ''): PageView => ({ url, referrer, userAgent: 'Mozilla/5.0 Test', now: at });
const landing = 'https://shop.vn/?utm_source=facebook&utm_medium=social&utm_campaign=tet2027';

/** One browser: each page view's cookies become the next one's jar. */
function browse(views: PageView[], jar: SbjsJar = {}): SbjsJar {
  return views.reduce<SbjsJar>((cookies, v) => ({ ...cookies, ...trackPageView(cookies, v) }), jar);
}

describe('one page view', () => {
  it('spec 4.7: a first visit with UTM parameters writes the utm source, its entry and the first source', () => {
    const cookies = trackPageView({}, view(landing, 'https://www.facebook.com/'));
    expect(cookies.sbjs_current).toBe('typ=utm|||src=facebook|||mdm=social|||cmp=tet2027|||cnt=(none)|||trm=(none)|||id=(none)|||plt=(none)|||fmt=(none)|||tct=(none)');
    expect(cookies.sbjs_current_add).toBe(`fd=2027-01-28 08:00:00|||ep=${landing}|||rf=https://www.facebook.com/`);
    expect(cookies.sbjs_first).toBe(cookies.sbjs_current);
    expect(cookies.sbjs_first_add).toBe(cookies.sbjs_current_add);
    expect(cookies.sbjs_udata).toBe('vst=1|||uip=(none)|||uag=Mozilla/5.0 Test');
    expect(cookies.sbjs_session).toBe(`pgs=1|||cpg=${landing}`);
    expect(cookies.sbjs_migrations).toBe('1418474375998=1');
  });

  it('spec 4.7: the page count goes up on each page within a session and the source is kept', () => {
    const cookies = browse([view(landing), view('https://shop.vn/gio-hang/', 'https://shop.vn/'), view('https://shop.vn/thanh-toan/', 'https://shop.vn/gio-hang/')]);
    expect(parseSbjs(cookies.sbjs_session)).toEqual({ pgs: '3', cpg: 'https://shop.vn/thanh-toan/' });
    expect(parseSbjs(cookies.sbjs_current)).toMatchObject({ typ: 'utm', src: 'facebook', cmp: 'tet2027' });
    expect(parseSbjs(cookies.sbjs_current_add)?.ep).toBe(landing);
    expect(parseSbjs(cookies.sbjs_udata)?.vst).toBe('1');
  });

  it('spec 4.7: the visit count goes up when there is no session cookie, and the page count starts again', () => {
    const first = browse([view(landing), view('https://shop.vn/gio-hang/')]);
    const { sbjs_session: _ended, ...afterSession } = first;
    const back = trackPageView(afterSession, view('https://shop.vn/'));
    expect(parseSbjs(back.sbjs_udata)?.vst).toBe('2');
    expect(parseSbjs(back.sbjs_session)?.pgs).toBe('1');
    expect(back.sbjs_current).toBe(first.sbjs_current);
  });

  it('spec 4.7: a later source replaces the current one but never the first', () => {
    const cookies = browse([view(landing), view('https://shop.vn/', 'https://www.google.com/')]);
    expect(parseSbjs(cookies.sbjs_current)).toMatchObject({ typ: 'organic', src: 'google', mdm: 'organic' });
    expect(parseSbjs(cookies.sbjs_first)).toMatchObject({ typ: 'utm', src: 'facebook' });
    expect(parseSbjs(cookies.sbjs_current_add)?.rf).toBe('https://www.google.com/');
    expect(parseSbjs(cookies.sbjs_first_add)?.ep).toBe(landing);
  });

  it('spec 3.9: a visit typed in has source (direct), medium (none) and referrer (none)', () => {
    const cookies = trackPageView({}, view('https://shop.vn/'));
    expect(parseSbjs(cookies.sbjs_current)).toMatchObject({ typ: 'typein', src: '(direct)', mdm: '(none)' });
    expect(parseSbjs(cookies.sbjs_current_add)?.rf).toBe('(none)');
  });

  it('unreadable counters start again at 1', () => {
    const cookies = trackPageView({ sbjs_udata: 'vst=abc', sbjs_session: 'pgs=', sbjs_current: 'typ=typein' }, view('https://shop.vn/'));
    expect(parseSbjs(cookies.sbjs_udata)?.vst).toBe('1');
    expect(parseSbjs(cookies.sbjs_session)?.pgs).toBe('2');
  });

  it('forged counters (negative, fractional, exponent, huge) start again at 1, so the checkout posts a count the server keeps', () => {
    for (const forged of ['-5', '0', '2.5', '1e3', '99999999999999999999', ' 7', '0x10']) {
      const cookies = trackPageView({ sbjs_udata: `vst=${forged}`, sbjs_session: `pgs=${forged}`, sbjs_current: 'typ=typein' }, view('https://shop.vn/'));
      expect([parseSbjs(cookies.sbjs_udata)?.vst, parseSbjs(cookies.sbjs_session)?.pgs], forged).toEqual(['1', '2']);
    }
  });

  it('decision 097: a link with UTM values of kilobytes writes cookies that together stay far within a request header\'s limit', () => {
    const huge = (ch: string) => ch.repeat(3_900);
    const link = `https://shop.vn/?${['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'utm_id'].map((p, i) => `${p}=${huge(i % 2 ? 'ả' : 'x')}`).join('&')}`;
    const cookies = trackPageView({}, { ...view(link, `https://evil.example/${huge('y')}`), userAgent: huge('z') });
    const sent = Object.entries(cookies).map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
    expect(sent.length).toBeLessThan(8_192);
    expect(parseSbjs(cookies.sbjs_current)).toMatchObject({ typ: 'utm', src: 'x'.repeat(200), mdm: 'ả'.repeat(22) });
    expect(parseSbjs(cookies.sbjs_udata)?.uag).toBe('z'.repeat(500));
  });

  it('spec 9.2: the attribution lifetime is 0.00001 months at 30 days a month, the session 30 minutes', () => {
    expect(trackingSettings).toEqual({ lifetimeMonths: 0.00001, sessionMinutes: 30 });
    expect(monthsToMs(trackingSettings.lifetimeMonths)).toBeCloseTo(25_920, 6);
    expect(minutesToMs(trackingSettings.sessionMinutes)).toBe(1_800_000);
  });
});
