import { createElement, type ReactNode } from 'react';
import { ListControl, SelectControl } from './choice-controls';
import { controlAttributes, FieldWrap, type FieldProps } from './field-wrap';
import type { LayoutNode } from './form-tag';
import { voidTags } from './layout-tree';
import { initiallyChecked, type RenderContext } from './render-context';
import { CaptchaAnswer, CaptchaImage, CharacterCount, FileInput, HiddenInput, QuizControl, SubmitButton } from './special-controls';
import { TextArea, TextInput } from './text-controls';

const reactNames: Record<string, string> = { class: 'className', for: 'htmlFor', colspan: 'colSpan', rowspan: 'rowSpan' };

function AcceptanceControl({ tag, ctx, content }: FieldProps & { content: LayoutNode[] }) {
  const { optional, invert } = tag.options.flags;
  const { id, className, ...aria } = controlAttributes(tag, ctx, [optional && 'optional', invert && 'invert'].filter((c): c is string => !!c));
  return (
    <FieldWrap tag={tag} ctx={ctx}>
      <span id={id} className={className}>
        <span className="wpcf7-list-item">
          <label>
            <input type="checkbox" name={tag.name} value="1" defaultChecked={initiallyChecked(tag, ctx)} aria-invalid={aria['aria-invalid']} aria-describedby={aria['aria-describedby']} />
            {content.length > 0 && <span className="wpcf7-list-item-label">{layoutNodes(content, ctx)}</span>}
          </label>
        </span>
      </span>
    </FieldWrap>
  );
}

const controls: Record<string, (props: FieldProps) => ReactNode> = {
  text: TextInput, email: TextInput, url: TextInput, tel: TextInput, number: TextInput, range: TextInput, date: TextInput,
  textarea: TextArea, select: SelectControl, checkbox: ListControl, radio: ListControl, quiz: QuizControl,
  captchac: CaptchaImage, captchar: CaptchaAnswer, file: FileInput, submit: SubmitButton, hidden: HiddenInput, count: CharacterCount,
};

/**
 * The form's layout. The shop's HTML in it was parsed into allowed elements and attributes (layout-tree.ts),
 * so it is rendered as React elements, never as an HTML string; visitor values only ever reach React props.
 */
export function layoutNodes(nodes: LayoutNode[], ctx: RenderContext): ReactNode[] {
  return nodes.map((node, i) => {
    if (node.kind === 'text') return node.text;
    if (node.kind === 'field') {
      const tag = ctx.form.tags[node.index]!;
      if (tag.type === 'acceptance') return <AcceptanceControl key={i} tag={tag} ctx={ctx} content={node.children} />;
      const Control = controls[tag.type]!;
      return <Control key={i} tag={tag} ctx={ctx} />;
    }
    const props: Record<string, unknown> = { key: i };
    for (const [name, value] of Object.entries(node.attrs)) props[reactNames[name] ?? name] = value;
    return createElement(node.tag, props, ...(voidTags.has(node.tag) ? [] : layoutNodes(node.children, ctx)));
  });
}
