import { describe, expect, it } from 'vitest';
import type { FormTag } from './form-tag';
import { parseFormTemplate } from './parse-template';

const only = (template: string): FormTag => {
  const { tags } = parseFormTemplate(template);
  expect(tags).toHaveLength(1);
  return tags[0]!;
};

describe('form-tag template parser: types and options', () => {
  it.each(['text', 'email', 'url', 'tel', 'textarea', 'number', 'range', 'date', 'hidden'])('reads [%s] with and without *', (type) => {
    expect(only(`[${type} field-a]`)).toMatchObject({ type, name: 'field-a', required: false });
    expect(only(`[${type}* field-a]`)).toMatchObject({ type, name: 'field-a', required: true });
  });

  it('reads id, class, placeholder, length limits, size and autocomplete', () => {
    const tag = only('[text* your-name id:ho-ten class:a class:b minlength:2 maxlength:80 size:30 autocomplete:name placeholder "Họ và tên"]');
    expect(tag.options).toMatchObject({ id: 'ho-ten', classes: ['a', 'b'], minlength: 2, maxlength: 80, size: 30, autocomplete: 'name', placeholder: 'Họ và tên' });
    expect(tag.values).toEqual([]);
    expect(only('[text x watermark "Gợi ý"]').options.placeholder).toBe('Gợi ý');
    expect(only('[text x "Giá trị sẵn"]').values).toEqual(['Giá trị sẵn']);
    expect(only("[text x 'nháy đơn']").values).toEqual(['nháy đơn']);
  });

  it('reads the size/maxlength and cols x rows shorthands', () => {
    expect(only('[text x 40/100]').options).toMatchObject({ size: 40, maxlength: 100 });
    expect(only('[textarea x 50x6]').options).toMatchObject({ cols: 50, rows: 6 });
    expect(only('[textarea x x4]').options).toMatchObject({ rows: 4 });
  });

  it('reads min, max and step of numbers, ranges and dates', () => {
    expect(only('[number* qty min:1 max:99 step:1]').options).toMatchObject({ min: '1', max: '99', step: '1' });
    expect(only('[range r min:-5 max:5.5 step:0.5]').options).toMatchObject({ min: '-5', max: '5.5', step: '0.5' });
    expect(only('[date d min:2025-01-01 max:2025-12-31]').options).toMatchObject({ min: '2025-01-01', max: '2025-12-31' });
  });

  it('reads a textarea’s enclosed default text', () => {
    const { tags, layout } = parseFormTemplate('[textarea msg]Xin chào &amp; cảm ơn[/textarea] sau');
    expect(tags[0]!.values).toEqual(['Xin chào & cảm ơn']);
    expect(JSON.stringify(layout)).toContain('sau');
    expect(JSON.stringify(layout)).not.toContain('Xin chào');
  });

  it('reads select, checkbox and radio choices with pipes, defaults and flags', () => {
    const select = only('[select* topic include_blank multiple default:2 "Bán hàng|sales@shop.vn" "Bảo hành"]');
    expect(select.choices).toEqual([{ label: 'Bán hàng', value: 'sales@shop.vn' }, { label: 'Bảo hành', value: 'Bảo hành' }]);
    expect(select.options.flags).toEqual({ include_blank: true, multiple: true });
    expect(select.options.defaults).toEqual(['2']);
    expect(only('[select s first_as_label "Chọn" "A"]').options.flags).toEqual({ first_as_label: true });
    const box = only('[checkbox* c exclusive use_label_element label_first free_text default:1_3 "A" "B" "Khác"]');
    expect(box.options.flags).toEqual({ exclusive: true, use_label_element: true, label_first: true, free_text: true });
    expect(box.options.defaults).toEqual(['1', '3']);
    expect(only('[radio r default:get "A" "B"]').options.defaults).toEqual(['get']);
  });

  it('a radio group is always required, as in the ecosystem', () => {
    expect(only('[radio r "A" "B"]').required).toBe(true);
  });

  it('reads acceptance with its enclosed label, optional and invert', () => {
    const { tags, layout } = parseFormTemplate('[acceptance dong-y optional invert] Tôi <a href="/dieu-khoan/">đồng ý</a> [/acceptance]', { autop: false });
    expect(tags[0]).toMatchObject({ type: 'acceptance', name: 'dong-y', options: { flags: { optional: true, invert: true } } });
    expect(layout).toEqual([{ kind: 'field', index: 0, children: [
      { kind: 'text', text: ' Tôi ' },
      { kind: 'element', tag: 'a', attrs: { href: '/dieu-khoan/' }, children: [{ kind: 'text', text: 'đồng ý' }] },
      { kind: 'text', text: ' ' },
    ] }]);
  });

  it('reads quiz question|answer pairs', () => {
    expect(only('[quiz cau-hoi "1 + 1 = ?|2" "Thủ đô Việt Nam?|Hà Nội"]').questions).toEqual([
      { question: '1 + 1 = ?', answer: '2' },
      { question: 'Thủ đô Việt Nam?', answer: 'Hà Nội' },
    ]);
  });

  it('reads a CAPTCHA image and its answer field under one name', () => {
    const { tags } = parseFormTemplate('[captchac ma-xn] [captchar ma-xn]');
    expect(tags.map((t) => [t.type, t.name])).toEqual([['captchac', 'ma-xn'], ['captchar', 'ma-xn']]);
  });

  it('reads file types and size limits', () => {
    expect(only('[file* anh filetypes:jpg|png limit:2mb]').options).toMatchObject({ fileKinds: ['jpeg', 'png'], limit: 2 * 1024 * 1024 });
    expect(only('[file f filetypes:.pdf|image/* limit:500kb]').options).toMatchObject({ fileKinds: ['pdf', 'jpeg', 'png', 'gif', 'webp', 'heic'], limit: 512000 });
    expect(only('[file f limit:1000]').options.limit).toBe(1000);
    expect(only('[file f]').options).toMatchObject({ limit: 1024 * 1024 });
  });

  it('reads submit without a name, hidden values and counters', () => {
    const { tags } = parseFormTemplate('[textarea msg maxlength:500] [count msg down] [hidden nguon "widget"] [submit class:nut "Gửi ngay"]');
    expect(tags[1]).toMatchObject({ type: 'count', name: 'msg', options: { flags: { down: true } } });
    expect(tags[2]).toMatchObject({ type: 'hidden', values: ['widget'] });
    expect(tags[3]).toMatchObject({ type: 'submit', name: '', values: ['Gửi ngay'], options: { classes: ['nut'] } });
  });

  it('keeps options of other add-ons without failing, and reads readonly', () => {
    expect(only('[email* e akismet:author_email readonly]').options.flags).toEqual({ readonly: true });
  });
});
