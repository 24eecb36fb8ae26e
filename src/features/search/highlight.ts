export interface TextPart {
  text: string;
  match: boolean;
}

// Folds one character as foldVietnamese does, so a folded position maps back to the original text.
function foldChar(ch: string): string {
  return ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[đĐ]/g, 'd').toLowerCase();
}

/** Splits a product name into parts, marking where the words of the query occur, diacritics ignored. */
export function highlightParts(name: string, query: string): TextPart[] {
  const chars = [...name];
  const foldedChars = chars.map(foldChar);
  let folded = '';
  const origin: number[] = [];
  foldedChars.forEach((f, i) => {
    folded += f;
    for (let k = 0; k < f.length; k++) origin.push(i);
  });
  const marked = new Array<boolean>(chars.length).fill(false);
  for (const word of foldChar(query).split(/\s+/).filter(Boolean)) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + word.length)) {
      for (let k = at; k < at + word.length; k++) marked[origin[k]!] = true;
    }
  }
  // A lone combining mark folds to nothing; it belongs with the letter before it.
  foldedChars.forEach((f, i) => {
    if (f === '' && i > 0) marked[i] = marked[i - 1]!;
  });
  const parts: TextPart[] = [];
  chars.forEach((ch, i) => {
    const last = parts[parts.length - 1];
    if (last && last.match === marked[i]) last.text += ch;
    else parts.push({ text: ch, match: marked[i]! });
  });
  return parts;
}
