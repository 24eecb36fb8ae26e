import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContactForm } from './contact-form';
import { parseFormTemplate } from './parse-template';
import type { FieldDefaults } from './render-context';
import { instanceOf, startTags, unitTag } from './test-support';

const render = (template: string, instance = instanceOf(), defaults?: FieldDefaults) =>
  renderToStaticMarkup(<ContactForm form={parseFormTemplate(template)} instance={instance} defaults={defaults} />);

describe('contact form markup (contract.md)', () => {
  const html = render('<label> Họ tên [text* your-name autocomplete:name] </label>\n\n[submit "Gửi đi"]');

  it('spec 2.8: the container, screen-reader response, form and output area are the ecosystem’s', () => {
    expect(html).toMatch(new RegExp(`^<div class="wpcf7" id="${unitTag}" lang="vi" dir="ltr" data-wpcf7-id="5"><div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p><ul></ul></div><form `));
    expect(startTags(html, 'form')).toEqual([{
      action: `/lien-he/#${unitTag}`, method: 'post', class: 'wpcf7-form init', 'aria-label': 'Biểu mẫu liên hệ', novalidate: '', 'data-status': 'init', enctype: 'multipart/form-data',
    }]);
    expect(html).toMatch(/<div class="wpcf7-response-output" aria-hidden="true"><\/div><\/form><\/div>$/);
  });

  it('spec 3.8: the hidden fields sit in fieldset.hidden-fields-container', () => {
    const fieldset = /<fieldset class="hidden-fields-container">(.*?)<\/fieldset>/.exec(html)![1]!;
    expect(startTags(fieldset, 'input').map((a) => [a.name, a.value])).toEqual([
      ['_wpcf7', '5'], ['_wpcf7_version', '6.0'], ['_wpcf7_locale', 'vi'], ['_wpcf7_unit_tag', unitTag],
      ['_wpcf7_container_post', '12'], ['_wpcf7_posted_data_hash', ''], ['_wpcf7_fill_token', '1748764800000.signature'],
    ]);
  });

  it('spec 2.8: a control sits in its wrap with the ecosystem’s classes; submit has its spinner after it', () => {
    expect(html).toContain(`<p><label> Họ tên <span class="wpcf7-form-control-wrap" data-name="your-name"><input id="${unitTag}-your-name" class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required" aria-invalid="false" aria-required="true" type="text" size="40" maxLength="400" autoComplete="name" name="your-name" value=""/></span> </label></p>`);
    expect(html).toContain('<p><input type="submit" class="wpcf7-form-control wpcf7-submit has-spinner" value="Gửi đi"/><span class="wpcf7-spinner"></span></p>');
  });

  it('the honeypot is out of sight, out of the tab order and hidden from screen readers', () => {
    expect(html).toContain('<span style="position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden" aria-hidden="true"><label>Để trống ô này <input type="text" tabindex="-1" autoComplete="off" name="contact-website" value=""/></label></span>');
  });

  it('per-type classes and attributes of every text-like control', () => {
    const out = render('[email* e] [url u] [tel t] [number n min:1 max:9 step:2] [range r] [date d min:2025-01-01] [textarea m 30x4 maxlength:500 placeholder "Lời nhắn"] [file f filetypes:pdf]');
    const inputs = startTags(out, 'input').filter((a) => a.id);
    expect(inputs.map((a) => [a.type, a.class])).toEqual([
      ['email', 'wpcf7-form-control wpcf7-text wpcf7-email wpcf7-validates-as-required wpcf7-validates-as-email'],
      ['url', 'wpcf7-form-control wpcf7-text wpcf7-url wpcf7-validates-as-url'],
      ['tel', 'wpcf7-form-control wpcf7-text wpcf7-tel wpcf7-validates-as-tel'],
      ['number', 'wpcf7-form-control wpcf7-number wpcf7-validates-as-number'],
      ['range', 'wpcf7-form-control wpcf7-range wpcf7-validates-as-number'],
      ['date', 'wpcf7-form-control wpcf7-date wpcf7-validates-as-date'],
      ['file', 'wpcf7-form-control wpcf7-file'],
    ]);
    expect(inputs[3]).toMatchObject({ min: '1', max: '9', step: '2' });
    expect(inputs[6]).toMatchObject({ accept: '.pdf' });
    expect(startTags(out, 'textarea')[0]).toMatchObject({ class: 'wpcf7-form-control wpcf7-textarea', cols: '30', rows: '4', maxlength: '500', placeholder: 'Lời nhắn' });
  });

  it('select with a blank first choice, multiple select, checkbox and radio groups', () => {
    const out = render('[select* s include_blank "A" "B|b@x.vn"] [select m multiple default:2 "A" "B"] [checkbox c exclusive use_label_element free_text "Một" "Khác"] [radio r label_first default:1 "X"]');
    expect(out).toContain('<select id="wpcf7-f5-p12-o1-s" class="wpcf7-form-control wpcf7-select wpcf7-validates-as-required" aria-invalid="false" aria-required="true" name="s"><option value="" selected="">—Vui lòng chọn—</option><option value="A">A</option><option value="B">B</option></select>');
    expect(out).toContain('name="m[]" multiple=""><option value="A">A</option><option value="B" selected="">B</option></select>');
    expect(out).toContain('<span id="wpcf7-f5-p12-o1-c" class="wpcf7-form-control wpcf7-checkbox wpcf7-exclusive-checkbox"><span class="wpcf7-list-item first"><label><input type="checkbox" aria-invalid="false" name="c" value="Một"/><span class="wpcf7-list-item-label">Một</span></label></span><span class="wpcf7-list-item last has-free-text"><label><input type="checkbox" aria-invalid="false" name="c" value="Khác"/><span class="wpcf7-list-item-label">Khác</span></label><input type="text" class="wpcf7-free-text" name="c_free_text" value=""/></span></span>');
    expect(out).toContain('<span class="wpcf7-list-item first last"><span class="wpcf7-list-item-label">X</span><input type="radio" aria-invalid="false" name="r" checked="" value="X"/></span>');
  });

  it('acceptance wraps its own content; quiz and CAPTCHA put their hidden values in the fieldset', () => {
    const instance = instanceOf({ quiz: { q: { question: '1 + 1 = ?', answerHash: 'h1' } }, captcha: { c: { challenge: '123456', imageUrl: '/wp-json/contact-form-7/v1/captcha/123456.png' } } });
    const out = render('[acceptance a optional] Tôi đồng ý với <a href="/dieu-khoan/">điều khoản</a> [/acceptance] [quiz q "1 + 1 = ?|2"] [captchac c] [captchar c]', instance);
    expect(out).toContain('<span class="wpcf7-form-control-wrap" data-name="a"><span id="wpcf7-f5-p12-o1-a" class="wpcf7-form-control wpcf7-acceptance optional"><span class="wpcf7-list-item"><label><input type="checkbox" aria-invalid="false" name="a" value="1"/><span class="wpcf7-list-item-label"> Tôi đồng ý với <a href="/dieu-khoan/">điều khoản</a> </span></label></span></span></span>');
    expect(out).toContain('<label><span class="wpcf7-quiz-label">1 + 1 = ?</span> <input id="wpcf7-f5-p12-o1-q" class="wpcf7-form-control wpcf7-quiz"');
    expect(out).toContain('<img class="wpcf7-form-control wpcf7-captchac wpcf7-captcha-c" width="160" height="54" alt="Mã xác nhận" src="/wp-json/contact-form-7/v1/captcha/123456.png" loading="lazy"/>');
    expect(out).toContain('<input type="hidden" name="_wpcf7_quiz_answer_q" value="h1"/><input type="hidden" name="_wpcf7_captcha_challenge_c" value="123456"/>');
  });

  it('spec 3.8: a character counter carries its data attributes, counting up or down', () => {
    const out = render('[textarea m minlength:10 maxlength:200 "Xin chào"] [count m] [count m down]');
    expect(out).toContain('<span class="wpcf7-character-count up" data-target-name="m" data-starting-value="0" data-current-value="8" data-maximum-value="200" data-minimum-value="10">8</span>');
    expect(out).toContain('<span class="wpcf7-character-count down" data-target-name="m" data-starting-value="200" data-current-value="192" data-maximum-value="200" data-minimum-value="10">192</span>');
  });

  it('defaults come from the page query and the logged-in shopper', () => {
    const defaults = { query: { 'product-name': 'Áo <b>thun</b>', topic: 'B' }, user: { login: 'lan', email: 'lan@example.vn', displayName: 'Chị Lan', url: '' } };
    const out = render('[text product-name default:get readonly] [email e default:user_email] [radio topic default:get "A" "B"] [hidden h default:user_display_name]', instanceOf(), defaults);
    expect(out).toContain('size="40" maxLength="400" readOnly="" name="product-name" value="Áo &lt;b&gt;thun&lt;/b&gt;"');
    expect(out).toContain('value="lan@example.vn"');
    expect(out).toContain('<input type="radio" aria-invalid="false" name="topic" checked="" value="B"/>');
    expect(out).toContain('<input type="hidden" name="h" value="Chị Lan"/>');
  });

  it('the shop’s layout keeps only safe elements; text from the template is escaped', () => {
    const out = render('<p class="intro" onclick="x()">5 < 6 & "ok"<script>alert(1)</script></p>[text t]');
    expect(out).toContain('<p class="intro">5 &lt; 6 &amp; &quot;ok&quot;</p>');
    expect(out).not.toMatch(/onclick|<script/);
  });
});
