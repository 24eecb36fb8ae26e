import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

const bold = (name: string, query: string) =>
  highlightParts(name, query)
    .map((p) => (p.match ? `[${p.text}]` : p.text))
    .join('');

describe('suggestion highlight', () => {
  it('spec 2.9: the typed words are marked in the name, diacritics ignored', () => {
    expect(bold('Áo sơ mi trắng', 'ao so mi')).toBe('[Áo] [sơ] [mi] trắng');
    expect(bold('Đầm xoè hoa', 'dam')).toBe('[Đầm] xoè hoa');
    expect(bold('Váy đầm', 'ĐẦM')).toBe('Váy [đầm]');
  });

  it('spec 2.9: a name without the words is left as it is', () => {
    expect(highlightParts('Nồi cơm điện', 'ao')).toEqual([{ text: 'Nồi cơm điện', match: false }]);
  });

  it('spec 2.9: a name written with combining marks keeps its marks inside the bold part', () => {
    const decomposed = 'Áo thun'.normalize('NFD');
    expect(bold(decomposed, 'ao')).toBe(`[${'Áo'.normalize('NFD')}] thun`);
  });
});
