import { useState } from 'react';
import { defineIsland } from '../../client/island';
import { QuantityInput } from '../../ui/quantity-input';

interface Props {
  inputId: string;
  name: string;
  label: string;
  value: number;
  max: number | '';
  /** Sold individually: the quantity stays 1 and the input is hidden. */
  hidden: boolean;
}

/** A cart line's quantity with steppers (spec 5.2); 0 removes the line when the cart is updated. */
function CartQuantity({ inputId, name, label, value: initial, max, hidden }: Props) {
  const [value, setValue] = useState(String(initial));
  return <QuantityInput inputId={inputId} name={name} label={label} value={value} min={0} max={max} step={1} hidden={hidden} onChange={setValue} />;
}

export default defineIsland('cart-quantity', CartQuantity, 'interaction');
