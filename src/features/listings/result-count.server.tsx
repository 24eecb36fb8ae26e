import * as vi from '../../lib/messages/index';
import { shownRange } from './pagination.server';

/** 'Hiển thị 1–12 của 60 kết quả', or the single- and one-page wordings. */
export function ResultCount({ page, perPage, total }: { page: number; perPage: number; total: number }) {
  const { first, last } = shownRange(page, perPage, total);
  const text =
    total === 1 ? vi.catalog.resultCountSingle : total <= perPage ? vi.catalog.resultCountAll(total) : vi.catalog.resultCountRange(first, last, total);
  return <p className="woocommerce-result-count">{text}</p>;
}
