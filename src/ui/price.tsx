import { formatMoney } from '../lib/money';

/** One amount in the shop's markup: `<span class="woocommerce-Price-amount amount">`. */
export function Amount({ dong }: { dong: number }) {
  return <span className="woocommerce-Price-amount amount"><bdi>{formatMoney(dong)}</bdi></span>;
}

/** A price: the sale price after the struck-through regular one, or a range `min – max` for variable products. */
export function Price({ regular, sale, min, max }: { regular?: number | null; sale?: number | null; min?: number; max?: number }) {
  if (min !== undefined && max !== undefined && min !== max) {
    return (
      <span className="price">
        <Amount dong={min} /> – <Amount dong={max} />
      </span>
    );
  }
  if (sale != null && regular != null && sale < regular) {
    return (
      <span className="price">
        <del aria-hidden="true"><Amount dong={regular} /></del> <ins><Amount dong={sale} /></ins>
      </span>
    );
  }
  const only = sale ?? regular ?? min;
  return <span className="price">{only != null && <Amount dong={only} />}</span>;
}
