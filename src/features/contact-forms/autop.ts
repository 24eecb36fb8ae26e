import type { LayoutNode } from './form-tag';

// Forms written for the ecosystem rely on its automatic paragraphs: a blank line starts a paragraph and a
// line break inside one is a <br>. Without them a pasted form would run its labels together on one line.

const blockTags = new Set([
  'p', 'div', 'section', 'article', 'aside', 'header', 'footer', 'blockquote', 'fieldset', 'legend', 'figure',
  'figcaption', 'details', 'summary', 'address', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'table', 'caption', 'thead',
  'tbody', 'tfoot', 'tr', 'td', 'th', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
]);
const flowContainers = new Set(['div', 'section', 'article', 'aside', 'header', 'footer', 'blockquote', 'fieldset', 'details', 'figure']);
const listsAndTables = new Set(['ul', 'ol', 'dl', 'table', 'thead', 'tbody', 'tfoot', 'tr']);
const blankLine = /\n[ \t]*\n\s*/;

const isBlock = (node: LayoutNode) => node.kind === 'element' && blockTags.has(node.tag);
const isBlank = (node: LayoutNode) => node.kind === 'text' && !node.text.trim();
const text = (t: string): LayoutNode => ({ kind: 'text', text: t });

/** Drops the white space that opens and closes a paragraph. */
function trimRun(run: LayoutNode[]): LayoutNode[] {
  const nodes = [...run];
  while (nodes.length && isBlank(nodes[0]!)) nodes.shift();
  while (nodes.length && isBlank(nodes[nodes.length - 1]!)) nodes.pop();
  const first = nodes[0];
  if (first?.kind === 'text') nodes[0] = text(first.text.trimStart());
  const last = nodes[nodes.length - 1];
  if (last?.kind === 'text') nodes[nodes.length - 1] = text(last.text.trimEnd());
  return nodes;
}

/** Line breaks inside a paragraph become <br>; a break at the edge of an inline element is only a space. */
function breaks(nodes: LayoutNode[]): LayoutNode[] {
  return nodes.flatMap((node, i): LayoutNode[] => {
    if (node.kind !== 'text') return [{ ...node, children: breaks(node.children) }];
    let t = node.text;
    if (i === 0) t = t.replace(/^[ \t]*\n\s*/, ' ');
    if (i === nodes.length - 1) t = t.replace(/\s*\n[ \t]*$/, ' ');
    return t.split('\n').flatMap((line, n) => (n ? [{ kind: 'element', tag: 'br', attrs: {}, children: [] }, text(line)] : [text(line)]));
  });
}

function inBlock(node: LayoutNode & { kind: 'element' }): LayoutNode {
  const { children } = node;
  if (flowContainers.has(node.tag) && children.some((c) => isBlock(c) || (c.kind === 'text' && blankLine.test(c.text)))) {
    return { ...node, children: paragraphs(children) };
  }
  if (listsAndTables.has(node.tag)) {
    return { ...node, children: children.filter((c) => !isBlank(c)).map((c) => (c.kind === 'element' && isBlock(c) ? inBlock(c) : c)) };
  }
  return { ...node, children: breaks(trimRun(children)) };
}

/** Wraps runs of inline content in <p>, splitting at blank lines and around block elements. */
export function paragraphs(nodes: LayoutNode[]): LayoutNode[] {
  const out: LayoutNode[] = [];
  let run: LayoutNode[] = [];
  const flush = () => {
    const trimmed = trimRun(run);
    if (trimmed.length) out.push({ kind: 'element', tag: 'p', attrs: {}, children: breaks(trimmed) });
    run = [];
  };
  for (const node of nodes) {
    if (node.kind === 'element' && isBlock(node)) {
      flush();
      out.push(inBlock(node));
    } else if (node.kind === 'text' && blankLine.test(node.text)) {
      node.text.split(blankLine).forEach((part, i) => {
        if (i) flush();
        if (part) run.push(text(part));
      });
    } else run.push(node);
  }
  flush();
  return out;
}
