import { foldVietnamese } from './fold.server';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Characters drawn as nothing (zero-width space, soft hyphen, word joiner…) would split a word the eye still reads.
const drawnAsNothing = /\p{Default_Ignorable_Code_Point}/gu;
const folded = (text: string) => foldVietnamese(text.replace(drawnAsNothing, ''));

/**
 * The first entry of a disallowed-words list found in any of the texts, compared folded (marks, đ and case
 * ignored). An entry matches whole words only: folded Vietnamese has many short syllables, so "du" must not
 * match inside "dung".
 */
export function findDisallowed(texts: readonly string[], list: readonly string[]): string | undefined {
  const foldedTexts = texts.map(folded);
  return list.find((entry) => {
    const word = folded(entry);
    if (!word) return false;
    const pattern = new RegExp(`(^|[^a-z0-9])${escape(word)}(?=$|[^a-z0-9])`);
    return foldedTexts.some((text) => pattern.test(text));
  });
}
