import type { LayoutNode } from './form-tag';
import type { HtmlToken } from './layout-html';
import { FormTemplateError } from './template-error';

// The shop's layout HTML is parsed into elements, never injected as a string: only these tags and attributes
// are kept, so a pasted form cannot bring scripts, event handlers, inputs of its own or javascript: links.
const allowedTags = new Set([
  'p', 'br', 'hr', 'div', 'span', 'label', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sup', 'sub', 'mark', 'abbr',
  'code', 'a', 'img', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'fieldset', 'legend', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'section', 'article', 'aside', 'header', 'footer',
  'blockquote', 'figure', 'figcaption', 'details', 'summary', 'address',
]);
export const voidTags = new Set(['br', 'hr', 'img']);
const allowedAttributes = new Set(['class', 'id', 'title', 'lang', 'dir', 'role', 'for', 'href', 'target', 'rel', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan']);
const safeUrl = (url: string) => !/^\s*[a-z][a-z0-9+.-]*:/i.test(url) || /^\s*(https?|mailto|tel):/i.test(url);

function keptAttributes(attrs: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attrs).filter(([name, value]) =>
      (allowedAttributes.has(name) || /^(aria|data)-[a-z0-9-]+$/.test(name)) && (!['href', 'src'].includes(name) || safeUrl(value)),
    ),
  );
}

interface Frame {
  children: LayoutNode[];
  tag?: string;
  /** Set on the frame of an enclosing acceptance tag: its source, for the error when it is never closed. */
  acceptance?: string;
}

/** Builds the layout tree as the template is read: HTML tokens, form tags, and `[/acceptance]`. */
export function layoutBuilder() {
  const root: Frame = { children: [] };
  const stack: Frame[] = [root];
  const top = () => stack[stack.length - 1]!;
  const nearest = (found: (frame: Frame) => boolean, stopAtField: boolean) => {
    for (let i = stack.length - 1; i > 0; i--) {
      if (found(stack[i]!)) return i;
      if (stopAtField && stack[i]!.acceptance) return -1;
    }
    return -1;
  };
  return {
    html(tokens: HtmlToken[]) {
      for (const token of tokens) {
        if (token.kind === 'text') top().children.push({ kind: 'text', text: token.text });
        else if (token.kind === 'open' && allowedTags.has(token.tag)) {
          const node: LayoutNode = { kind: 'element', tag: token.tag, attrs: keptAttributes(token.attrs), children: [] };
          top().children.push(node);
          if (!voidTags.has(token.tag) && !token.selfClosing) stack.push({ children: node.children, tag: token.tag });
        } else if (token.kind === 'close') {
          const at = nearest((frame) => frame.tag === token.tag, true);
          if (at > 0) stack.length = at;
        }
      }
    },
    field(index: number, enclosing: string | undefined) {
      const node: LayoutNode = { kind: 'field', index, children: [] };
      top().children.push(node);
      if (enclosing) stack.push({ children: node.children, acceptance: enclosing });
    },
    closeAcceptance(source: string) {
      const at = nearest((frame) => !!frame.acceptance, false);
      if (at < 0) throw new FormTemplateError('stray_closing', source);
      stack.length = at;
    },
    finish(): LayoutNode[] {
      const open = stack.find((frame) => frame.acceptance);
      if (open) throw new FormTemplateError('unclosed_acceptance', open.acceptance!);
      return root.children;
    },
  };
}
