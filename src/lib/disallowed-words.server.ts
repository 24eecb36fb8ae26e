import { foldVietnamese } from './fold.server';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The first entry of a disallowed-words list found in any of the texts, compared folded (marks, đ and case
 * ignored). An entry matches whole words only: folded Vietnamese has many short syllables, so "du" must not
 * match inside "dung".
 */
export function findDisallowed(texts: readonly string[], list: readonly string[]): string | undefined {
  const folded = texts.map(foldVietnamese);
  return list.find((entry) => {
    const word = foldVietnamese(entry);
    if (!word) return false;
    const pattern = new RegExp(`(^|[^a-z0-9])${escape(word)}(?=$|[^a-z0-9])`);
    return folded.some((text) => pattern.test(text));
  });
}
