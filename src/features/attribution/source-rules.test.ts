import { describe, expect, it } from 'vitest';
import { hostOf, newTrafficSource, searchEngineOf } from './source-rules';

const page = (query = '') => new URL(`https://cuahangviet.vn/san-pham/ao-thun/${query}`);

describe('traffic source rules', () => {
  it('spec 4.7: new UTM parameters are utm, with every utm field and (none) for the missing ones', () => {
    const source = newTrafficSource(page('?utm_source=facebook&utm_medium=social&utm_campaign=tet2027&utm_id=42'), '', false, false);
    expect(source).toEqual({ typ: 'utm', src: 'facebook', mdm: 'social', cmp: 'tet2027', cnt: '(none)', trm: '(none)', id: '42', plt: '(none)', fmt: '(none)', tct: '(none)' });
  });

  it('spec 4.7: UTM parameters win over a search-engine referrer and an existing session', () => {
    expect(newTrafficSource(page('?utm_source=zalo&utm_content=banner&utm_term=ao&utm_source_platform=zalo-ads&utm_creative_format=video&utm_marketing_tactic=remarketing'), 'https://www.google.com/', true, true)).toMatchObject({
      typ: 'utm',
      src: 'zalo',
      mdm: '(none)',
      cnt: 'banner',
      trm: 'ao',
      plt: 'zalo-ads',
      fmt: 'video',
      tct: 'remarketing',
    });
  });

  it('spec 4.7: a click id is utm with the source and medium it stands for', () => {
    expect(newTrafficSource(page('?gclid=abc'), '', false, false)).toMatchObject({ typ: 'utm', src: 'google', mdm: 'cpc', cmp: 'google_cpc' });
    expect(newTrafficSource(page('?fbclid=xyz'), 'https://m.facebook.com/', true, true)).toMatchObject({ typ: 'utm', src: 'facebook', mdm: 'social' });
    expect(newTrafficSource(page('?gclid=abc&utm_campaign=he'), '', false, false)).toMatchObject({ src: 'google', mdm: 'cpc', cmp: 'he' });
  });

  it('spec 4.7: a search-engine referrer is organic, named after the engine', () => {
    for (const [referrer, engine] of [
      ['https://www.google.com/', 'google'],
      ['https://www.google.com.vn/search?q=ao', 'google'],
      ['https://coccoc.com/search?query=ao', 'coccoc'],
      ['https://www.bing.com/', 'bing'],
      ['https://vn.search.yahoo.com/', 'yahoo'],
      ['https://yandex.ru/', 'yandex'],
      ['https://duckduckgo.com/', 'duckduckgo'],
    ]) {
      expect(newTrafficSource(page(), referrer!, false, false), referrer).toEqual({ typ: 'organic', src: engine, mdm: 'organic', cmp: '(none)', cnt: '(none)', trm: '(none)', id: '(none)', plt: '(none)', fmt: '(none)', tct: '(none)' });
    }
  });

  it('spec 4.7: a search-engine referrer is organic even within a session', () => {
    expect(newTrafficSource(page(), 'https://www.google.com/', true, true)?.typ).toBe('organic');
  });

  it('spec 4.7: a site that only shares a name with an engine is not a search engine', () => {
    expect(searchEngineOf('mail.google.com')).toBeUndefined();
    expect(searchEngineOf('google.evil.example')).toBeUndefined();
    expect(searchEngineOf('notbing.com')).toBeUndefined();
  });

  it('spec 4.7: an external referrer with no existing session is referral, with its host and path', () => {
    expect(newTrafficSource(page(), 'https://www.facebook.com/groups/thoitrang', false, true)).toMatchObject({ typ: 'referral', src: 'facebook.com', mdm: 'referral', cnt: '/groups/thoitrang' });
  });

  it('spec 4.7: an external referrer within a session keeps the current source', () => {
    expect(newTrafficSource(page(), 'https://www.facebook.com/', true, true)).toBeUndefined();
  });

  it('spec 4.7: the shop itself and its subdomains are no referrer', () => {
    expect(newTrafficSource(page(), 'https://cuahangviet.vn/gio-hang/', false, true)).toBeUndefined();
    expect(newTrafficSource(page(), 'https://www.cuahangviet.vn/', false, true)).toBeUndefined();
    expect(newTrafficSource(page(), 'https://m.cuahangviet.vn/', false, true)).toBeUndefined();
  });

  it('spec 4.7: otherwise the current type is kept', () => {
    expect(newTrafficSource(page(), '', true, true)).toBeUndefined();
    expect(newTrafficSource(page(), '', false, true)).toBeUndefined();
  });

  it('spec 3.9: with nothing to keep a visit is typein, source (direct) and medium (none)', () => {
    expect(newTrafficSource(page(), '', false, false)).toMatchObject({ typ: 'typein', src: '(direct)', mdm: '(none)', cmp: '(none)' });
    expect(newTrafficSource(page(), 'https://cuahangviet.vn/', true, false)).toMatchObject({ typ: 'typein' });
  });

  it('hostOf drops www. and answers empty for no URL', () => {
    expect(hostOf('https://www.Example.com/a')).toBe('example.com');
    expect(hostOf('not a url')).toBe('');
    expect(hostOf('')).toBe('');
  });
});
