// What of a visitor's text others can see, in one place: contact forms, quick buy, account and wishlist names and
// order attribution all keep or refuse text by these rules.

// Characters that break a line or hide and disguise text where others read it (mails, reviews, share links):
// controls, line and paragraph separators, format characters (zero-width, bidi overrides), but the zero-width
// joiner, which emoji are made with.
const hidden = /[\p{Cc}\p{Zl}\p{Zp}]|(?!\u200d)\p{Cf}/u;
const hiddenAll = /[\p{Cc}\p{Zl}\p{Zp}]|(?!\u200d)\p{Cf}/gu;
const lineBreaksAndTabs = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
const hiddenButLineBreaksAndTabs = /(?:[^\P{Cc}\t\n]|(?!\u200d)\p{Cf})+/gu;
// More than four marks on one letter (no script needs them) draw a tower over the lines around it.
const markTowers = /(\p{M}{4})\p{M}+/gu;
// Spaces and characters drawn as nothing at a value's ends: a required field of only U+200B is empty.
const blankEnds = /^[\s\p{Default_Ignorable_Code_Point}]+|[\s\p{Default_Ignorable_Code_Point}]+$/gu;

/** Whether the text holds a character that breaks a line or cannot be seen. */
export const hasHiddenCharacters = (text: string): boolean => hidden.test(text);

/** Whether anything of the text can be seen: not only spaces and invisible characters. */
export const hasVisibleText = (text: string): boolean => /[^\s\p{Default_Ignorable_Code_Point}]/u.test(text);

/** The text as one line (it can never break a mail header): line breaks and tabs a space, the rest hidden dropped, ends trimmed. */
export const oneLine = (text: string): string =>
  text.normalize('NFC').replace(markTowers, '$1').replace(lineBreaksAndTabs, ' ').replace(hiddenAll, '').replace(/ {2,}/g, ' ').replace(blankEnds, '');

/** A text area's value: line breaks kept as \n, tabs kept, other hidden characters dropped, ends trimmed. */
export const visibleLines = (text: string): string =>
  text.normalize('NFC').replace(markTowers, '$1').replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n').replace(hiddenButLineBreaksAndTabs, '').replace(blankEnds, '');
