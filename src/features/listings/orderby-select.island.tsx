import { defineIsland } from '../../client/island';
import type { Orderby, OrderbyOption } from './orderby.server';

interface Props {
  current: Orderby;
  options: OrderbyOption[];
  label: string;
}

/** Spec 2.2: the sort select submits its form as soon as it changes. */
function OrderbySelect({ current, options, label }: Props) {
  return (
    <select name="orderby" className="orderby" aria-label={label} defaultValue={current} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export default defineIsland('orderby-select', OrderbySelect, 'interaction');
