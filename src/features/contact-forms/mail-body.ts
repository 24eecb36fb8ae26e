const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** A visitor's value inside the shop's HTML body: escaped, its line breaks kept. */
export const fitHtml = (value: string) => escapeHtml(value).replace(/\n/g, '<br>');

/** Whether the shop wrote its HTML body with its own blocks and breaks (else lines and blank lines shape it). */
export const hasBlockTags = (templateBody: string) => /<(p|div|table|ul|ol|h[1-6]|br)\b/i.test(templateBody);

/**
 * The HTML mail around a filled body. Unless the shop's template has blocks of its own, blank lines make
 * paragraphs and line breaks <br>, as the ecosystem's HTML mail does.
 */
export function htmlDocument(body: string, subject: string, ownBlocks: boolean): string {
  const content = ownBlocks
    ? body
    : body.split(/\n[ \t]*\n/).map((part) => `<p>${part.trim().replace(/\n/g, '<br>\n')}</p>`).join('\n');
  return `<!DOCTYPE html><html lang="vi"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>${content}</body></html>`;
}

/** The plain-text part of an HTML mail: tags dropped, a few entities read back. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<br\s*\/?>\n?/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(lt|gt|quot|#39|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e]!)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
