import type { FormTag } from './form-tag';

/** The id of a field's control: the tag's `id:` option, else one made from the unit tag, so errors can link to it. */
export const fieldId = (tag: FormTag, unitTag: string) => tag.options.id ?? `${unitTag}-${tag.name}`;

/** The id of a field's entry in the screen-reader error list (contract.md). */
export const errorId = (unitTag: string, name: string) => `${unitTag}-ve-${name}`;

/** The selector of a field's wrapper, as the ecosystem's answers give it (spec 7.3 `into`). */
export const wrapSelector = (name: string) => `span.wpcf7-form-control-wrap[data-name = "${name}"]`;
