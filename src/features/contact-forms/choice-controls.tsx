import * as vi from '../../lib/messages/index';
import { controlAttributes, FieldWrap, type FieldProps } from './field-wrap';
import { takesMany, type Choice } from './form-tag';
import { initialChoices, own } from './render-context';

export function SelectControl({ tag, ctx }: FieldProps) {
  const many = takesMany(tag);
  const { include_blank: blank, first_as_label: firstAsLabel } = tag.options.flags;
  const chosen = initialChoices(tag, ctx);
  const choices = firstAsLabel ? tag.choices.slice(1) : tag.choices;
  return (
    <FieldWrap tag={tag} ctx={ctx}>
      <select {...controlAttributes(tag, ctx)} name={many ? `${tag.name}[]` : tag.name} multiple={many} defaultValue={many ? chosen : (chosen[0] ?? '')}>
        {(blank || firstAsLabel) && <option value="">{firstAsLabel ? tag.choices[0]!.label : vi.contactForms.chooseOption}</option>}
        {choices.map((c, i) => (
          <option key={i} value={c.label}>
            {c.label}
          </option>
        ))}
      </select>
    </FieldWrap>
  );
}

function ListItem({ choice, props, first, last, freeText }: { choice: Choice; props: FieldProps; first: boolean; last: boolean; freeText: boolean }) {
  const { tag, ctx } = props;
  const { use_label_element: useLabel, label_first: labelFirst } = tag.options.flags;
  const { 'aria-invalid': invalid, 'aria-describedby': describedBy } = controlAttributes(tag, ctx);
  const input = (
    <input
      type={tag.type === 'radio' ? 'radio' : 'checkbox'}
      name={takesMany(tag) ? `${tag.name}[]` : tag.name}
      value={choice.label}
      defaultChecked={initialChoices(tag, ctx).includes(choice.label)}
      aria-invalid={invalid}
      aria-describedby={describedBy}
    />
  );
  const label = <span className="wpcf7-list-item-label">{choice.label}</span>;
  const pair = labelFirst ? <>{label}{input}</> : <>{input}{label}</>;
  const classes = ['wpcf7-list-item', first && 'first', last && 'last', freeText && 'has-free-text'].filter(Boolean).join(' ');
  const posted = own(ctx.outcome?.freeTexts, tag.name) ?? '';
  return (
    <span className={classes}>
      {useLabel ? <label>{pair}</label> : pair}
      {freeText && <input type="text" name={`${tag.name}_free_text`} className="wpcf7-free-text" defaultValue={posted} />}
    </span>
  );
}

/** A checkbox or radio group: `span.wpcf7-list-item` per choice, as the ecosystem marks them up. */
export function ListControl(props: FieldProps) {
  const { tag, ctx } = props;
  const { id, className } = controlAttributes(tag, ctx, tag.options.flags.exclusive ? ['wpcf7-exclusive-checkbox'] : []);
  const n = tag.choices.length;
  return (
    <FieldWrap tag={tag} ctx={ctx}>
      <span id={id} className={className}>
        {tag.choices.map((choice, i) => (
          <ListItem key={i} choice={choice} props={props} first={i === 0} last={i === n - 1} freeText={!!tag.options.flags.free_text && i === n - 1} />
        ))}
      </span>
    </FieldWrap>
  );
}
