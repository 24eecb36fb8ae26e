import { describe, expect, it } from 'vitest';
import { hasHiddenCharacters, hasVisibleText, oneLine, visibleLines } from './visible-text';

describe('what of a visitor\'s text others can see', () => {
  it('one line: breaks and tabs become a space, controls, zero-width and bidi characters go, the ends are trimmed', () => {
    expect(oneLine('\u200b Trần\r\n\tVăn\u0000 An\u2028\u202e ')).toBe('Trần Văn An');
    expect(oneLine('hoa-don\u202efdp.html')).toBe('hoa-donfdp.html');
    expect(oneLine('Tra\u0300n')).toBe('Tràn'); // NFC
  });

  it('a text area keeps its lines and the zero-width joiner of an emoji', () => {
    expect(visibleLines('a\r\nb\rc\u2029d\u0007\u200b')).toBe('a\nb\nc\nd');
    expect(visibleLines('👨\u200d👩')).toBe('👨\u200d👩');
  });

  it('a letter keeps at most four marks stacked on it, so a name cannot tower over the lines around it', () => {
    const tower = `Lan${'\u0301\u0323'.repeat(50)} Anh`;
    expect(oneLine(tower)).toMatch(/^La\P{M}\p{M}{4} Anh$/u);
    expect(visibleLines(`${tower}\nhai`)).toMatch(/^La\P{M}\p{M}{4} Anh\nhai$/u);
    expect(oneLine('Nguye\u0302\u0303n ke\u0302\u0323')).toBe('Nguyễn kệ'); // Vietnamese: two marks compose
    expect(oneLine('กี่')).toBe('กี่'); // Thai: a vowel and a tone mark on one consonant
  });

  it('tells text with hidden characters and text with nothing to see', () => {
    expect(hasHiddenCharacters('Quà\u202e')).toBe(true);
    expect(hasHiddenCharacters('Quà tặng 👨\u200d👩')).toBe(false);
    expect(hasVisibleText(' \u200b\u2060 ')).toBe(false);
    expect(hasVisibleText(' a ')).toBe(true);
  });
});
