import { cleanFileName } from './clean-text';
import { nameFitsKind, sniffFileKind } from './file-kinds';
import { isEmail, isIsoDate, isNumber, isTel, isUrl, textLength } from './formats';
import type { Rule } from './rules';
import type { SubmittedFile } from './submission';

export interface FieldInput {
  values: string[];
  files: SubmittedFile[];
}

type ValueCheck = (value: string, rule: Rule) => boolean;

const offStep = (value: number, step: number, base: number) => {
  const steps = (value - base) / step;
  return Math.abs(steps - Math.round(steps)) > 1e-9;
};

// Each check passes a value it does not apply to (a non-number for minnumber): the format rule reports those.
const valueChecks: Partial<Record<Rule['rule'], ValueCheck>> = {
  email: (v) => isEmail(v),
  url: (v) => isUrl(v),
  tel: (v) => isTel(v),
  number: (v) => isNumber(v),
  date: (v) => isIsoDate(v),
  minlength: (v, r) => textLength(v) >= Number(r.threshold),
  maxlength: (v, r) => textLength(v) <= Number(r.threshold),
  minnumber: (v, r) => !isNumber(v) || Number(v) >= Number(r.threshold),
  maxnumber: (v, r) => !isNumber(v) || Number(v) <= Number(r.threshold),
  stepnumber: (v, r) => !isNumber(v) || !offStep(Number(v), Number(r.threshold), r.base ?? 0),
  mindate: (v, r) => !isIsoDate(v) || v >= String(r.threshold),
  maxdate: (v, r) => !isIsoDate(v) || v <= String(r.threshold),
  enum: (v, r) => (r.accept ?? []).includes(v),
};

/** A file whose bytes are of an allowed kind and whose name, as the mail will show it, says that kind. */
function fileOfKinds(file: SubmittedFile, kinds: readonly string[]): boolean {
  const kind = sniffFileKind(file.head);
  return !!kind && kinds.includes(kind) && nameFitsKind(cleanFileName(file.name), kind);
}

/** Whether a field's posted values keep a rule; empty values break only the required rules. */
export function keepsRule(rule: Rule, input: FieldInput): boolean {
  if (rule.rule === 'required') return input.values.some((v) => v !== '');
  if (rule.rule === 'requiredfile') return input.files.length > 0;
  if (rule.rule === 'file') return input.files.every((f) => fileOfKinds(f, rule.accept ?? []));
  if (rule.rule === 'maxfilesize') return input.files.every((f) => f.size <= Number(rule.threshold));
  const check = valueChecks[rule.rule]!;
  return input.values.every((v) => v === '' || check(v, rule));
}
