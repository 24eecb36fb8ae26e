import type { Hono } from 'hono';
import * as vi from '../../lib/messages/index';
import { restError } from '../../server/rest/errors.server';
import type { AppEnv, ShopContext } from '../../server/shop.server';
import { challengeSettings } from './challenge-settings.server';
import { drawChallenges } from './challenges.server';
import { receiveFeedback } from './feedback.server';
import { formNames } from './form-names';
import { validationSchema } from './schema';
import { formById, type StoredForm } from './stored-forms.server';
import { submissionFromFormData } from './submission';
import { readUnitTag } from './unit-tag';
import { visitorOf } from './visitor.server';

async function formOf(c: ShopContext): Promise<StoredForm | Response> {
  const id = /^[1-9]\d{0,8}$/.test(c.req.param('id') ?? '') ? Number(c.req.param('id')) : 0;
  const form = id ? await formById(c.get('deps').database.db, id) : undefined;
  return form ?? restError(c, 404, 'wpcf7_not_found', vi.contactForms.restErrors.notFound);
}

/** Spec 7.3 and contract.md: submit (multipart only, no nonce), refill and the validation schema. */
export function registerFeedbackRoutes(rest: Hono<AppEnv>): void {
  const base = `/${formNames.restNamespace}/contact-forms/:id`;

  rest.post(`${base}/feedback`, async (c) => {
    if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) {
      return restError(c, 415, 'wpcf7_unsupported_media_type', vi.contactForms.restErrors.unsupportedMediaType);
    }
    const form = await formOf(c);
    if (form instanceof Response) return form;
    const data = await c.req.formData().catch(() => undefined);
    const rawTag = data?.getAll('_wpcf7_unit_tag');
    const unitTag = rawTag?.length === 1 && typeof rawTag[0] === 'string' ? readUnitTag(rawTag[0]) : undefined;
    if (!data || !unitTag || unitTag.formId !== form.id) {
      return restError(c, 400, 'wpcf7_unit_tag_not_found', vi.contactForms.restErrors.unitTagNotFound);
    }
    const submission = await submissionFromFormData(data);
    const { answer } = await receiveFeedback(c.get('deps'), form, rawTag![0] as string, submission, await visitorOf(c));
    return c.json(answer, 200, { 'Cache-Control': 'no-store' });
  });

  rest.get(`${base}/refill`, async (c) => {
    const form = await formOf(c);
    if (form instanceof Response) return form;
    const { refill } = drawChallenges(form.form, challengeSettings(c.get('deps'), form.id, Date.now()));
    return c.json(Object.keys(refill).length ? refill : [], 200, { 'Cache-Control': 'no-store' });
  });

  rest.get(`${base}/feedback/schema`, async (c) => {
    const form = await formOf(c);
    if (form instanceof Response) return form;
    return c.json(validationSchema(form.form, form.messages));
  });
}
