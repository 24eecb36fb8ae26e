// Reads the shop's layout HTML between form tags into tokens; layout-tree.ts decides what of it is kept.

export type HtmlToken =
  | { kind: 'text'; text: string }
  | { kind: 'open'; tag: string; attrs: Record<string, string>; selfClosing: boolean }
  | { kind: 'close'; tag: string };

const named: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', copy: '©', hellip: '…', ndash: '–', mdash: '—',
  laquo: '«', raquo: '»', ldquo: '“', rdquo: '”', lsquo: '‘', rsquo: '’', bull: '•', middot: '·',
};

const codePoint = (n: number) => (n > 0 && n <= 0x10ffff && (n < 0xd800 || n > 0xdfff) ? String.fromCodePoint(n) : '\ufffd');

/** Turns character references into the characters they stand for; unknown names stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return named[ref] ?? whole;
    return codePoint(ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
  });
}

const startTag = /^<([a-z][a-z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/i;
const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
// Their content is not layout: a script or style of a pasted form never runs or applies here.
const rawText = new Set(['script', 'style', 'textarea', 'title', 'iframe', 'noscript', 'template']);

export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  const text = (t: string) => t && tokens.push({ kind: 'text', text: decodeEntities(t) });
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      text(html.slice(i));
      break;
    }
    text(html.slice(i, lt));
    const rest = html.slice(lt);
    const open = startTag.exec(rest);
    const close = /^<\/([a-z][a-z0-9-]*)\s*>/i.exec(rest);
    const skip = /^<!--[\s\S]*?(-->|$)|^<![^>]*>/.exec(rest);
    if (open) {
      const tag = open[1]!.toLowerCase();
      const attrs: Record<string, string> = {};
      for (const a of open[2]!.matchAll(attribute)) attrs[a[1]!.toLowerCase()] = decodeEntities(a[2] ?? a[3] ?? a[4] ?? '');
      i = lt + open[0].length;
      if (rawText.has(tag)) {
        const end = html.toLowerCase().indexOf(`</${tag}`, i);
        i = end === -1 ? html.length : html.indexOf('>', end) + 1 || html.length;
        continue;
      }
      tokens.push({ kind: 'open', tag, attrs, selfClosing: open[3] === '/' });
    } else if (close) {
      tokens.push({ kind: 'close', tag: close[1]!.toLowerCase() });
      i = lt + close[0].length;
    } else if (skip) {
      i = lt + skip[0].length;
    } else {
      text('<');
      i = lt + 1;
    }
  }
  return tokens;
}
