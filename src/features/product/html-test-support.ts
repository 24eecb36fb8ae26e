// Reading server HTML in tests without a DOM: the start tags of one element name with their attributes.

const entities: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

export function unescapeAttribute(value: string): string {
  return value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (e) => entities[e]!);
}

/** Every `<tag …>` in the HTML, as a map of its attributes (names in lower case as HTML reads them, values unescaped, bare attributes ''). */
export function startTags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}(\\s[^>]*)?>`, 'g'))].map((m) => {
    const attrs: Record<string, string> = {};
    for (const a of (m[1] ?? '').matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) attrs[a[1]!.toLowerCase()] = unescapeAttribute(a[2] ?? '');
    return attrs;
  });
}
