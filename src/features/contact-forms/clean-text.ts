import { oneLine, visibleLines } from '../../lib/visible-text';

// Visitor text as the shop keeps it: NFC, nothing hidden, one line where the field is one line (src/lib/visible-text).

/** A one-line value: line breaks and hidden characters become spaces, so it can never break a mail header. */
export const cleanLine = oneLine;

/** A text area's value: line breaks kept as \n. */
export const cleanText = visibleLines;

/** The last part of a file name a browser sent, without path or hidden characters, at most 120 characters. */
export const cleanFileName = (name: string) => [...oneLine(name.split(/[\\/]/).pop() ?? '')].slice(0, 120).join('');
