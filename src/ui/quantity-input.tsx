import { useRef } from 'react';
import { flushSync } from 'react-dom';
import * as vi from '../lib/messages/index';
import { stepQuantity, type QuantityLimits } from './quantity';

export interface QuantityInputProps extends QuantityLimits {
  inputId: string;
  name?: string;
  value: string;
  /** Screen-reader label, e.g. "Số lượng Áo sơ mi". */
  label: string;
  /** Sold individually: the quantity is fixed and the input hidden. */
  hidden?: boolean;
  onChange: (value: string) => void;
}

const attr = (v: QuantityLimits['min']) => (v === null || v === undefined || v === '' ? undefined : String(v));

/** `.quantity` with `input.qty` between minus and plus steppers (spec 5.2); the steppers show only with scripting. */
export function QuantityInput({ inputId, name = 'quantity', value, label, hidden, onChange, ...limits }: QuantityInputProps) {
  const input = useRef<HTMLInputElement>(null);
  // Like the theme's steppers, a step fires `change` on the input once it shows the new value, so forms around it can follow.
  const step = (direction: 'plus' | 'minus') => {
    flushSync(() => onChange(String(stepQuantity(value, limits, direction))));
    input.current?.dispatchEvent(new Event('change', { bubbles: true }));
  };
  return (
    <div className="quantity buttons_added" hidden={hidden}>
      <button type="button" className="minus button is-form" aria-label={vi.product.decrease} aria-controls={inputId} onClick={() => step('minus')}>
        −
      </button>
      <label className="screen-reader-text" htmlFor={inputId}>
        {label}
      </label>
      <input
        ref={input}
        type="number"
        id={inputId}
        className="input-text qty text"
        name={name}
        value={value}
        min={attr(limits.min)}
        max={attr(limits.max)}
        step={attr(limits.step) ?? '1'}
        inputMode="numeric"
        autoComplete="off"
        size={4}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <button type="button" className="plus button is-form" aria-label={vi.product.increase} aria-controls={inputId} onClick={() => step('plus')}>
        +
      </button>
    </div>
  );
}
