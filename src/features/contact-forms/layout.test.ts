import { describe, expect, it } from 'vitest';
import type { LayoutNode } from './form-tag';
import { parseFormTemplate } from './parse-template';

/** The layout as compact HTML-like text, fields as {index}. */
const show = (nodes: LayoutNode[]): string =>
  nodes
    .map((n) => {
      if (n.kind === 'text') return n.text;
      if (n.kind === 'field') return `{${n.index}${n.children.length ? `:${show(n.children)}` : ''}}`;
      const attrs = Object.entries(n.attrs).map(([k, v]) => ` ${k}="${v}"`).join('');
      return n.tag === 'br' || n.tag === 'img' ? `<${n.tag}${attrs}>` : `<${n.tag}${attrs}>${show(n.children)}</${n.tag}>`;
    })
    .join('');
const layoutOf = (template: string, autop = true) => show(parseFormTemplate(template, { autop }).layout);

describe('form layout: the shop’s HTML between tags', () => {
  it('a form pasted from the ecosystem gets its paragraphs and line breaks', () => {
    const template = '<label> Họ tên\n    [text* your-name] </label>\n\n<label> E-mail\n    [email* your-email] </label>\n\n[submit "Gửi"]';
    expect(layoutOf(template)).toBe('<p><label> Họ tên<br>    {0} </label></p><p><label> E-mail<br>    {1} </label></p><p>{2}</p>');
  });

  it('block elements stand alone and blank lines inside a div make paragraphs', () => {
    expect(layoutOf('<div class="row">\n<div class="col">[text a]</div>\n<div class="col">[text b]</div>\n</div>')).toBe(
      '<div class="row"><div class="col">{0}</div><div class="col">{1}</div></div>',
    );
    expect(layoutOf('<div>Dòng một\n\nDòng hai</div>')).toBe('<div><p>Dòng một</p><p>Dòng hai</p></div>');
    expect(layoutOf('<ul>\n<li>Một</li>\n<li>Hai</li>\n</ul>')).toBe('<ul><li>Một</li><li>Hai</li></ul>');
  });

  it('without automatic paragraphs the layout is kept as written', () => {
    expect(layoutOf('<label>A\n[text a]</label>', false)).toBe('<label>A\n{0}</label>');
  });

  it('scripts, styles, event handlers, javascript: links and foreign inputs are not kept', () => {
    const template =
      '<script>alert(1)</script><style>p{}</style><p onclick="x()" class="ok" style="color:red">A <a href="javascript:alert(1)" title="t">b</a>' +
      '<a href="https://shop.vn/x?a=1&amp;b=2">c</a><input name="admin" value="1"><iframe src="//evil"></iframe></p>';
    expect(layoutOf(template, false)).toBe('<p class="ok">A <a title="t">b</a><a href="https://shop.vn/x?a=1&b=2">c</a></p>');
  });

  it('unknown elements are unwrapped, comments dropped, entities decoded, stray < kept as text', () => {
    expect(layoutOf('<font color="red">Đỏ</font><!-- ghi chú -->&lt;3 &hellip; &#7843; &#x1EA1; &bogus; a < b', false)).toBe(
      'Đỏ<3 … ả ạ &bogus; a < b',
    );
  });

  it('brackets that open no tag are text; [[…]] writes a tag literally', () => {
    expect(layoutOf('Bước [1] và [ ] hay [[text ten]]', false)).toBe('Bước [1] và [ ] hay [text ten]');
  });

  it('an element left open is closed by the acceptance around it; closing tags never leave it', () => {
    expect(layoutOf('[acceptance a]<strong>Đồng ý</em>[/acceptance]</strong> sau', false)).toBe('{0:<strong>Đồng ý</strong>} sau');
  });

  it('acceptance content keeps its paragraph and breaks inside it', () => {
    expect(layoutOf('[acceptance a] Tôi đồng ý\nvới điều khoản [/acceptance]')).toBe('<p>{0: Tôi đồng ý<br>với điều khoản }</p>');
  });
});
