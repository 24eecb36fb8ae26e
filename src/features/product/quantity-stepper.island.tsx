import { useEffect, useState } from 'react';
import { defineIsland } from '../../client/island';
import { clampOnLoad } from '../../ui/quantity';
import { QuantityInput } from '../../ui/quantity-input';

interface Props {
  inputId: string;
  label: string;
  value: number;
  min: number;
  max: number | '';
  hidden: boolean;
}

/** The quantity of a simple product's add-to-cart form. */
function QuantityStepper({ inputId, label, value: initial, min, max, hidden }: Props) {
  const [value, setValue] = useState(String(initial));
  useEffect(() => setValue((v) => String(clampOnLoad(v, min))), [min]);
  return <QuantityInput inputId={inputId} label={label} value={value} min={min} max={max} hidden={hidden} onChange={setValue} />;
}

export default defineIsland('quantity-stepper', QuantityStepper, 'interaction');
