import { describe, expect, it } from 'vitest';
import { excerptText } from './post-parts.server';

describe('excerptText', () => {
  it('is the text a reader sees: entities read, scripts, styles and comments left out, hidden characters dropped', () => {
    const content = '<!-- ghi chú --><p>Áo&nbsp;đẹp &amp; rẻ\u200b, &lt;b&gt; là chữ,&#32;&#x1F600; <script>track()</script><style>.a{}</style>hết\u2028dòng</p>';
    expect(excerptText({ excerpt: '', content })).toBe('Áo đẹp & rẻ, <b> là chữ, 😀 hết dòng');
  });

  it('a stored excerpt wins; an entity that is no character stays as written; long text is cut at a word', () => {
    expect(excerptText({ excerpt: ' <em>Tóm</em> tắt ', content: 'nội dung' })).toBe('Tóm tắt');
    expect(excerptText({ excerpt: '&#xFFFFFF; &#0; &bogus; &#55296;', content: '' })).toBe('&#xFFFFFF; &#0; &bogus; &#55296;');
    expect(excerptText({ excerpt: '', content: 'một hai ba bốn' }, 2)).toBe('một hai…');
  });
});
