import { defaultFileTypes, kindsOf } from './file-kinds';
import { flagNames, type Flag, type TagOptions, type TagType } from './form-tag';
import { isIsoDate, isNumber } from './formats';

export type RefuseOption = (option: string) => never;

const wholeNumber = /^\d{1,9}$/;
const defaultSource = /^(\d+(_\d+)*|get|post|user_login|user_email|user_display_name|user_url|on)$/;

function byteLimit(text: string): number | undefined {
  const m = /^(\d{1,9})(kb|mb)?$/i.exec(text);
  if (!m) return undefined;
  return Number(m[1]) * ({ kb: 1024, mb: 1024 * 1024 }[m[2]?.toLowerCase() ?? ''] ?? 1);
}

function fileKinds(list: string, refuse: RefuseOption, option: string): string[] {
  const kinds = list.split('|').filter(Boolean).map((entry) => kindsOf(entry) ?? refuse(option));
  return [...new Set(kinds.flat())];
}

/**
 * Reads a tag's options (`id:`, `class:`, `maxlength:`, flags…). Options of other add-ons are left alone so a
 * pasted form still renders; an option this module knows with a value it cannot use is refused.
 */
export function readOptions(type: TagType, tokens: string[], refuse: RefuseOption): TagOptions & { placeholderFlag: boolean } {
  const options: TagOptions & { placeholderFlag: boolean } = { classes: [], defaults: [], flags: {}, placeholderFlag: false };
  const limitValue = (option: string, value: string) => (type === 'date' ? isIsoDate(value) : isNumber(value)) ? value : refuse(option);
  const count = (option: string, value: string) => (wholeNumber.test(value) ? Number(value) : refuse(option));
  for (const option of tokens) {
    const [, key, value = ''] = /^([a-z_]+):(.*)$/i.exec(option) ?? [];
    if ((flagNames as readonly string[]).includes(option)) options.flags[option as Flag] = true;
    else if (option === 'placeholder' || option === 'watermark') options.placeholderFlag = true;
    else if (/^\d*x\d*$/.test(option)) [options.cols, options.rows] = option.split('x').map((n) => (n ? Number(n) : undefined));
    else if (/^\d*\/\d*$/.test(option)) [options.size, options.maxlength] = option.split('/').map((n) => (n ? Number(n) : undefined));
    else if (key === 'id') options.id = /^[a-z][-\w:.]*$/i.test(value) ? value : refuse(option);
    else if (key === 'class') options.classes.push(/^-?[a-z_][-\w]*$/i.test(value) ? value : refuse(option));
    else if (key === 'minlength' || key === 'maxlength' || key === 'size') options[key] = count(option, value);
    else if (key === 'min' || key === 'max') options[key] = limitValue(option, value);
    else if (key === 'step') options.step = isNumber(value) && Number(value) > 0 ? value : refuse(option);
    else if (key === 'default') options.defaults = defaultSource.test(value) ? value.split(/_(?=\d)/) : refuse(option);
    else if (key === 'autocomplete') options.autocomplete = /^[a-z0-9 -]+$/i.test(value) ? value : refuse(option);
    else if (key === 'filetypes') options.fileKinds = fileKinds(value, refuse, option);
    else if (key === 'limit') options.limit = byteLimit(value) ?? refuse(option);
  }
  if (options.minlength !== undefined && options.maxlength !== undefined && options.minlength > options.maxlength) {
    refuse(`minlength:${options.minlength}`);
  }
  if (type === 'file') {
    options.fileKinds ??= fileKinds(defaultFileTypes.join('|'), refuse, 'filetypes');
    options.limit ??= 1024 * 1024;
  }
  return options;
}
