// Visitor text as the shop keeps it: NFC, no control characters, one line where the field is one line.
const controls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/g;

// Invisible at a value's ends, zero-width characters are no content: a required field of only U+200B is empty.
const blankEnds = /^[\s\u200b-\u200d\u2060\ufeff]+|[\s\u200b-\u200d\u2060\ufeff]+$/g;

/** A one-line value: line breaks and tabs become spaces, so it can never break a mail header. */
export const cleanLine = (value: string) =>
  value.normalize('NFC').replace(/[\r\n\t\u0085\u2028\u2029]+/g, ' ').replace(controls, '').replace(blankEnds, '');

/** A text area's value: line breaks kept as \n. */
export const cleanText = (value: string) =>
  value.normalize('NFC').replace(/\r\n?/g, '\n').replace(/[\u0085\u2028\u2029]/g, '\n').replace(controls, '').replace(blankEnds, '');

/** The last part of a file name a browser sent, without path or control characters, at most 120 characters. */
export const cleanFileName = (name: string) => [...cleanLine(name.split(/[\\/]/).pop() ?? '')].slice(0, 120).join('');
