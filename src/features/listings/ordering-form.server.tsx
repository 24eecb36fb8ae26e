import * as vi from '../../lib/messages/index';
import { orderbyOptions, type Orderby } from './orderby.server';
import OrderbySelect from './orderby-select.island';

interface Props {
  current: Orderby;
  /** Where sorting leads: the listing's first page. */
  action: string;
  /** The other query parameters of the page (filters, search), carried over as hidden fields. */
  query: URLSearchParams;
}

/** The sort form (`.woocommerce-ordering select.orderby`); without JS its submit button does the submitting. */
export function OrderingForm({ current, action, query }: Props) {
  const kept = [...query].filter(([name]) => name !== 'orderby' && name !== 'paged');
  return (
    <form className="woocommerce-ordering" method="get" action={action}>
      <OrderbySelect current={current} options={orderbyOptions()} label={vi.catalog.orderbyLabel} />
      {kept.map(([name, value], i) => (
        <input key={i} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="orderby-submit">
        {vi.catalog.orderbySubmit}
      </button>
    </form>
  );
}
