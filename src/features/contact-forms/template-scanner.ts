import { FormTemplateError } from './template-error';

export type Segment =
  | { kind: 'html'; html: string }
  | { kind: 'tag'; source: string; inner: string }
  | { kind: 'close'; source: string; type: string };

const shown = (source: string) => (source.length > 60 ? `${source.slice(0, 57)}…` : source);

/** The end of a tag opened at `start`: the first `]` outside quotes, or -1. */
function tagEnd(template: string, start: number): number {
  let quote = '';
  for (let i = start + 1; i < template.length; i++) {
    const ch = template[i]!;
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === ']') return i;
    else if (ch === '[') return -1;
  }
  return -1;
}

/**
 * Splits a template into the shop's HTML and its form tags. `[` followed by a letter opens a tag and
 * `[/type]` closes one; `[[…]]` writes brackets literally; any other `[` is text.
 */
export function scanTemplate(template: string): Segment[] {
  const segments: Segment[] = [];
  let html = '';
  const flush = () => {
    if (html) segments.push({ kind: 'html', html });
    html = '';
  };
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('[', i);
    if (open === -1) {
      html += template.slice(i);
      break;
    }
    html += template.slice(i, open);
    const rest = template.slice(open);
    const escaped = /^\[\[([^\]]*)\]\]/.exec(rest);
    const closing = /^\[\/([a-z][a-z0-9_]*)\]/i.exec(rest);
    if (escaped) {
      html += `[${escaped[1]}]`;
      i = open + escaped[0].length;
    } else if (closing) {
      flush();
      segments.push({ kind: 'close', source: closing[0], type: closing[1]! });
      i = open + closing[0].length;
    } else if (/^\[[a-z]/i.test(rest)) {
      const end = tagEnd(template, open);
      if (end === -1) {
        const cut = rest.slice(1).search(/[\n[]/);
        throw new FormTemplateError('unclosed_tag', shown((cut === -1 ? rest : rest.slice(0, cut + 1)).trim()));
      }
      flush();
      segments.push({ kind: 'tag', source: template.slice(open, end + 1), inner: template.slice(open + 1, end) });
      i = end + 1;
    } else {
      html += '[';
      i = open + 1;
    }
  }
  flush();
  return segments;
}
