import { z } from 'zod';
import { formMessages, messageKeys, type FormMessages } from './form-messages';
import type { ParsedForm } from './form-tag';
import { mailTemplateSchema } from './mail-template';
import { parseFormTemplate } from './parse-template';
import { FormTemplateError } from './template-error';

/** A contact form as the shop keeps it: template, Mail, Mail (2), its own messages and settings. */
export const formDefinitionSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    template: z.string().min(1).max(50_000),
    mail: mailTemplateSchema,
    mail2: mailTemplateSchema,
    messages: z.partialRecord(z.enum(messageKeys as [string, ...string[]]), z.string().max(1000)).default({}),
    settings: z
      .object({
        /** An unchecked acceptance box is a field error, and the submit button is never disabled (spec 5.5). */
        acceptanceAsValidation: z.boolean().default(false),
        autop: z.boolean().default(true),
      })
      .default({ acceptanceAsValidation: false, autop: true }),
  })
  .superRefine((definition, ctx) => {
    try {
      parseFormTemplate(definition.template, { autop: definition.settings.autop });
    } catch (error) {
      if (!(error instanceof FormTemplateError)) throw error;
      ctx.addIssue({ code: 'custom', path: ['template'], message: error.message });
    }
  });

export type FormDefinition = z.infer<typeof formDefinitionSchema>;

export interface ReadyForm {
  definition: FormDefinition;
  form: ParsedForm;
  messages: FormMessages;
}

/** A stored definition made ready to render, validate and mail. Throws FormTemplateError for a bad template. */
export function readyForm(definition: FormDefinition): ReadyForm {
  return {
    definition,
    form: parseFormTemplate(definition.template, { autop: definition.settings.autop }),
    messages: formMessages(definition.messages),
  };
}
