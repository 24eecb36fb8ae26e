import type { CartLineView } from './cart-contents.server';

/** The chosen values of a line, 'Màu sắc: Đỏ', in the ecosystem's `dl.variation`. */
export function LineDetails({ line }: { line: CartLineView }) {
  if (!line.details.length) return null;
  return (
    <dl className="variation">
      {line.details.map((d) => (
        <div key={d.label} className="variation-row">
          <dt>{`${d.label}:`}</dt>
          <dd>{d.value}</dd>
        </div>
      ))}
    </dl>
  );
}
