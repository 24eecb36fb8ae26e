import type { FormMessages } from './form-messages';
import type { ParsedForm } from './form-tag';
import { formNames } from './form-names';
import { formRules, type Rule } from './rules';

export interface ValidationSchema {
  version: string;
  locale: string;
  rules: Rule[];
}

/** The answer of `GET …/contact-forms/{id}/feedback/schema`: the same rules the server checks a submission with. */
export function validationSchema(form: ParsedForm, messages: FormMessages): ValidationSchema {
  return { version: formNames.schemaVersion, locale: formNames.locale, rules: formRules(form, messages) };
}
