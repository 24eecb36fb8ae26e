// Reads the messages the outbox composes (base64 parts, RFC 2047 'B' words) back into text for tests.
const decodeWords = (value: string) =>
  value.replace(/(?:=\?UTF-8\?B\?[^?]*\?=\s*)+/gi, (words) => Buffer.concat([...words.matchAll(/=\?UTF-8\?B\?([^?]*)\?=/gi)].map((m) => Buffer.from(m[1]!, 'base64'))).toString('utf8'));

function headerOf(block: string, name: string): string {
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? '';
}

function partBody(raw: string, type: string): string {
  const start = raw.search(new RegExp(`^Content-Type: ${type}`, 'im'));
  if (start < 0) return '';
  const rest = raw.slice(start);
  const headerEnd = rest.search(/\r?\n\r?\n/);
  const body = rest.slice(headerEnd).replace(/^\s+/, '').split(/\r?\n--/)[0] ?? '';
  return /Content-Transfer-Encoding: base64/i.test(rest.slice(0, headerEnd)) ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
}

export interface ReadMessage {
  to: string;
  from: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
}

export function readMessage(raw: string): ReadMessage {
  const headers = raw.slice(0, raw.search(/\r?\n\r?\n/));
  return {
    to: headerOf(headers, 'To'),
    from: decodeWords(headerOf(headers, 'From')),
    subject: decodeWords(headerOf(headers, 'Subject')),
    messageId: headerOf(headers, 'Message-ID'),
    text: partBody(raw, 'text/plain'),
    html: partBody(raw, 'text/html'),
  };
}
