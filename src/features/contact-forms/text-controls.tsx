import { controlAttributes, FieldWrap, type FieldProps } from './field-wrap';
import { initialText } from './render-context';
import { maxLengthOf } from './rules';

const htmlType: Record<string, string> = { text: 'text', email: 'email', url: 'url', tel: 'tel', number: 'number', range: 'range', date: 'date' };

/** text, email, url, tel, number, range and date: one `<input>`. */
export function TextInput({ tag, ctx }: FieldProps) {
  const { options } = tag;
  const numeric = ['number', 'range', 'date'].includes(tag.type);
  return (
    <FieldWrap tag={tag} ctx={ctx}>
      <input
        {...controlAttributes(tag, ctx)}
        type={htmlType[tag.type]}
        name={tag.name}
        defaultValue={initialText(tag, ctx)}
        {...(numeric ? {} : { size: options.size ?? 40, maxLength: maxLengthOf(tag), minLength: options.minlength })}
        {...(numeric ? { min: options.min, max: options.max, step: options.step } : {})}
        placeholder={options.placeholder}
        autoComplete={options.autocomplete}
        readOnly={options.flags.readonly}
      />
    </FieldWrap>
  );
}

export function TextArea({ tag, ctx }: FieldProps) {
  const { options } = tag;
  return (
    <FieldWrap tag={tag} ctx={ctx}>
      <textarea
        {...controlAttributes(tag, ctx)}
        name={tag.name}
        cols={options.cols ?? 40}
        rows={options.rows ?? 10}
        maxLength={maxLengthOf(tag)}
        minLength={options.minlength}
        placeholder={options.placeholder}
        autoComplete={options.autocomplete}
        readOnly={options.flags.readonly}
        defaultValue={initialText(tag, ctx)}
      />
    </FieldWrap>
  );
}
