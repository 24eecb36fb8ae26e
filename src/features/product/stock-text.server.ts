import type { StockStatus } from '../catalogue/index';
import * as vi from '../../lib/messages/index';

export interface StockFacts {
  stockQuantity: number | null;
  stockStatus: StockStatus;
}

export function isInStock(s: StockFacts): boolean {
  return s.stockStatus !== 'outofstock';
}

/** The availability line: `<p class="stock in-stock">Còn 3 hàng</p>`; empty when stock is not counted. */
export function availability(s: StockFacts): { className: string; text: string } | null {
  if (s.stockStatus === 'outofstock') return { className: 'out-of-stock', text: vi.product.outOfStock };
  if (s.stockStatus === 'onbackorder') return { className: 'available-on-backorder', text: vi.product.onBackorder };
  if (s.stockQuantity != null) return { className: 'in-stock', text: vi.product.inStockCount(s.stockQuantity) };
  return null;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => escapes[ch]!);

export function availabilityHtml(s: StockFacts): string {
  const line = availability(s);
  return line ? `<p class="stock ${line.className}">${escapeHtml(line.text)}</p>` : '';
}

const numberFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 });

/** `0,5 kg`, or N/A. */
export function weightText(kg: number | null): string {
  return kg == null ? vi.product.notApplicable : `${numberFormat.format(kg)} kg`;
}

/** `20 × 10 × 5 cm` (the sides that are known), or N/A. */
export function dimensionsText(d: { length: number | null; width: number | null; height: number | null }): string {
  const sides = [d.length, d.width, d.height].filter((n): n is number => n != null);
  return sides.length ? `${sides.map((n) => numberFormat.format(n)).join(' × ')} cm` : vi.product.notApplicable;
}
