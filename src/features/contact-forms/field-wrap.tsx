import type { ReactNode } from 'react';
import { controlClass } from './control-classes';
import { fieldId } from './field-ids';
import type { FormTag } from './form-tag';
import { errorOf, type RenderContext } from './render-context';

export interface FieldProps {
  tag: FormTag;
  ctx: RenderContext;
}

/** The attributes every control shares: id, classes, required and, after a failed submission, its error. */
export function controlAttributes(tag: FormTag, ctx: RenderContext, extraClasses: string[] = []) {
  const error = errorOf(ctx, tag.name);
  return {
    id: fieldId(tag, ctx.instance.unitTag),
    className: controlClass(tag, !!error, extraClasses),
    'aria-invalid': error ? ('true' as const) : ('false' as const),
    ...(error ? { 'aria-describedby': error.error_id } : {}),
    ...(tag.required ? { 'aria-required': 'true' as const } : {}),
  };
}

/** `span.wpcf7-form-control-wrap[data-name]` around a control, with its inline tip after a failed submission. */
export function FieldWrap({ tag, ctx, children }: FieldProps & { children: ReactNode }) {
  const error = errorOf(ctx, tag.name);
  return (
    <span className="wpcf7-form-control-wrap" data-name={tag.name}>
      {children}
      {error && (
        <span className="wpcf7-not-valid-tip" aria-hidden="true">
          {error.message}
        </span>
      )}
    </span>
  );
}
