import { paragraphs } from './autop';
import { isDataTag, type FormTag, type ParsedForm } from './form-tag';
import { honeypotName } from './honeypot';
import { decodeEntities, tokenizeHtml } from './layout-html';
import { layoutBuilder } from './layout-tree';
import { parseTag } from './parse-tag';
import { FormTemplateError } from './template-error';
import { scanTemplate, type Segment } from './template-scanner';

export interface ParseOptions {
  /** The ecosystem's automatic paragraphs (blank line → paragraph, line break → <br>); on unless turned off. */
  autop?: boolean;
}

/** `[textarea name]default text[/textarea]`: the enclosed text is the field's default value. */
function enclosedText(segments: Segment[], at: number, type: string): { text: string; used: number } | undefined {
  const next = segments[at + 1];
  const after = segments[at + 2];
  if (next?.kind === 'close' && next.type === type) return { text: '', used: 1 };
  if (next?.kind === 'html' && after?.kind === 'close' && after.type === type) return { text: decodeEntities(next.html), used: 2 };
  return undefined;
}

function checkNames(tags: FormTag[]): void {
  const taken = new Set([honeypotName]);
  const captchaImages = new Set(tags.filter((t) => t.type === 'captchac').map((t) => t.name));
  for (const tag of tags.filter(isDataTag)) {
    if (taken.has(tag.name)) throw new FormTemplateError('duplicate_name', tag.source);
    taken.add(tag.name);
  }
  for (const tag of tags) {
    const missing =
      (tag.type === 'count' && !taken.has(tag.name)) ||
      (tag.type === 'captchar' && !captchaImages.has(tag.name)) ||
      (tag.type === 'captchac' && !tags.some((t) => t.type === 'captchar' && t.name === tag.name));
    if (missing) throw new FormTemplateError('missing_target', tag.source);
  }
}

/**
 * Parses a form template in the ecosystem's form-tag syntax. Throws FormTemplateError, naming the tag, for an
 * unknown type, a missing or repeated name, an unclosed acceptance or an option value it cannot use.
 */
export function parseFormTemplate(template: string, options: ParseOptions = {}): ParsedForm {
  const segments = scanTemplate(template.replace(/\r\n?/g, '\n'));
  const tags: FormTag[] = [];
  const layout = layoutBuilder();
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment.kind === 'html') layout.html(tokenizeHtml(segment.html));
    else if (segment.kind === 'close') {
      if (segment.type.toLowerCase() !== 'acceptance') throw new FormTemplateError('stray_closing', segment.source);
      layout.closeAcceptance(segment.source);
    } else {
      const tag = parseTag(segment.source, segment.inner);
      if (tag.type === 'textarea') {
        const enclosed = enclosedText(segments, i, 'textarea');
        if (enclosed) tag.values = [enclosed.text];
        i += enclosed?.used ?? 0;
      }
      tags.push(tag);
      layout.field(tags.length - 1, tag.type === 'acceptance' ? tag.source : undefined);
    }
  }
  checkNames(tags);
  const tree = layout.finish();
  return { tags, layout: options.autop === false ? tree : paragraphs(tree) };
}
