// Characters neither database stores alike: PostgreSQL refuses NUL in text, SQLite keeps it (issue 6, item 10).
const unstorable = /\u0000/g;

/** Whether the text holds a character a database would refuse. */
export const holdsUnstorable = (text: string): boolean => text.includes('\u0000');

/**
 * The text with each character a database would refuse replaced by U+FFFD, the replacement character: a code or
 * id that held one stays unknown instead of becoming a valid one.
 */
export const storableText = (text: string): string => text.replace(unstorable, '\uFFFD');
