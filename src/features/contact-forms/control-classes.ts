import type { FormTag } from './form-tag';

const validatesAs: Partial<Record<FormTag['type'], string>> = {
  email: 'wpcf7-validates-as-email', url: 'wpcf7-validates-as-url', tel: 'wpcf7-validates-as-tel',
  number: 'wpcf7-validates-as-number', range: 'wpcf7-validates-as-number', date: 'wpcf7-validates-as-date',
};
const textLike = ['text', 'email', 'url', 'tel'];

/** The ecosystem's control classes: `wpcf7-form-control`, per-type ones, required, the tag's own, not-valid. */
export function controlClass(tag: FormTag, invalid: boolean, extra: string[] = []): string {
  const classes = ['wpcf7-form-control'];
  if (textLike.includes(tag.type)) classes.push('wpcf7-text');
  classes.push(`wpcf7-${tag.type}`);
  if (tag.required && tag.type !== 'radio') classes.push('wpcf7-validates-as-required');
  if (validatesAs[tag.type]) classes.push(validatesAs[tag.type]!);
  classes.push(...extra, ...tag.options.classes);
  if (invalid) classes.push('wpcf7-not-valid');
  return [...new Set(classes)].join(' ');
}
