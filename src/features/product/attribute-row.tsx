import * as vi from '../../lib/messages/index';
import type { OptionState } from './option-states';
import { Swatches } from './swatches';
import type { FormAttribute } from './variation-form-props.server';

interface Props {
  attribute: FormAttribute;
  productId: number;
  selectId: string;
  value: string;
  states: Map<string, OptionState>;
  checked: boolean;
  stockThreshold: number;
  onChoose: (field: string, value: string) => void;
}

/** One attribute of the variation form: its label, its select and, for swatch types, the swatches that drive it. */
export function AttributeRow({ attribute, productId, selectId, value, states, checked, stockThreshold, onChoose }: Props) {
  const swatches = attribute.displayType !== 'select';
  const chosen = attribute.terms.find((t) => t.slug === value);
  return (
    <tr>
      <th className="label">
        <label htmlFor={selectId}>
          {attribute.label}
          {swatches && chosen && (
            <span className="woo-selected-variation-item-name">
              {vi.product.selectedSeparator}
              {chosen.name}
            </span>
          )}
        </label>
      </th>
      <td className="value">
        <select
          id={selectId}
          className={swatches ? 'woo-variation-raw-select' : undefined}
          name={attribute.fieldName}
          data-attribute_name={attribute.fieldName}
          data-show_option_none="yes"
          value={value}
          onChange={(e) => onChoose(attribute.fieldName, e.currentTarget.value)}
        >
          <option value="">{vi.product.chooseAnOption}</option>
          {attribute.terms.map((t) => (
            <option key={t.slug} value={t.slug} disabled={checked && states.get(t.slug)?.enabled === false}>
              {t.name}
            </option>
          ))}
        </select>
        {swatches && (
          <Swatches
            attribute={attribute}
            productId={productId}
            value={value}
            states={states}
            checked={checked}
            stockThreshold={stockThreshold}
            // Spec 4.3: clicking the selected item clears it (clear on reselect).
            onPick={(slug) => onChoose(attribute.fieldName, slug === value ? '' : slug)}
          />
        )}
      </td>
    </tr>
  );
}
