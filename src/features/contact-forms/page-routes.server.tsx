import type { Hono } from 'hono';
import { contentPageResponse, findPage } from '../content/index.server';
import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import type { AppEnv, ShopContext } from '../../server/shop.server';
import { ContactForm } from './contact-form';
import { receiveFeedback } from './feedback.server';
import { formInstance } from './form-instance.server';
import { formOutcomeView } from './outcome-view';
import type { FormOutcomeView } from './render-context';
import { formBySlug, type StoredForm } from './stored-forms.server';
import { submissionFromFormData } from './submission';
import { readUnitTag } from './unit-tag';
import { visitorOf } from './visitor.server';

type Page = NonNullable<Awaited<ReturnType<typeof findPage>>>;

async function pageWithForm(c: ShopContext): Promise<{ page: Page; form: StoredForm } | undefined> {
  const slug = c.req.param('slug') ?? '';
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 200) return undefined;
  const form = await formBySlug(c.get('deps').database.db, slug);
  const page = form && (await findPage(c.get('deps').database.db, slug));
  return page && form ? { page, form } : undefined;
}

async function render(c: ShopContext, { page, form }: { page: Page; form: StoredForm }, outcome?: FormOutcomeView) {
  const instance = await formInstance(c.get('deps'), form, { containerPost: page.id, pageUrl: urls.page(page.slug), n: 1 });
  const query = Object.fromEntries(new URL(c.req.url).searchParams);
  return contentPageResponse(c, page, <ContactForm form={form.form} instance={instance} outcome={outcome} defaults={{ query, user: null }} />);
}

/**
 * A content page named like a form shows it under its text (the Liên hệ page). Without JavaScript the form posts
 * here, multipart as the feedback call takes it, and the page is drawn again with the outcome.
 */
export function registerFormPages(pages: Hono<AppEnv>): void {
  pages.get('/:slug/', async (c, next) => {
    const found = await pageWithForm(c);
    return found ? render(c, found) : next();
  });

  pages.post('/:slug/', async (c, next) => {
    const found = await pageWithForm(c);
    if (!found) return next();
    const data = /^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '') ? await c.req.formData().catch(() => undefined) : undefined;
    const rawTag = data?.getAll('_wpcf7_unit_tag');
    const tag = rawTag?.length === 1 && typeof rawTag[0] === 'string' ? rawTag[0] : '';
    if (!data || readUnitTag(tag)?.formId !== found.form.id) return c.text(vi.common.badRequest, 400);
    const { answer, posted } = await receiveFeedback(c.get('deps'), found.form, tag, await submissionFromFormData(data), await visitorOf(c));
    c.header('Cache-Control', 'no-store');
    return render(c, found, formOutcomeView(answer, found.form.form, posted));
  });
}
