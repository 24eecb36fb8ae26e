import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { composeMail } from './compose-mail';
import { ContactForm } from './contact-form';
import { demoForms } from '../../db/seed/demo/contact-forms.server';
import { formDefinitionSchema, readyForm } from './form-definition';
import type { MailContext } from './mail-template';
import type { PostedData } from './posted-data';
import { quizRefill } from './quiz.server';
import { instanceOf, startTags } from './test-support';

const context: MailContext = {
  site: { title: 'Cửa Hàng Việt', description: '', url: 'https://shop.vn', adminEmail: 'shop@shop.vn' },
  submittedAt: new Date(Date.UTC(2025, 5, 1, 8, 5)), remoteIp: '203.0.113.9', userAgent: 'Mozilla/5.0',
  url: 'https://shop.vn/lien-he/', post: { id: 12, name: 'lien-he', title: 'Liên hệ', url: 'https://shop.vn/lien-he/' },
  serialNumber: 1, invalidFields: 0, user: null,
};

describe('demo forms', () => {
  it.each(Object.entries(demoForms))('%s is a valid definition that renders with its fields and a submit button', (_, definition) => {
    expect(formDefinitionSchema.safeParse(definition).success).toBe(true);
    const { form } = readyForm(definition);
    const quiz = Object.fromEntries(Object.entries(quizRefill(form, 'k')).map(([name, [question, answerHash]]) => [name, { question, answerHash }]));
    const captcha = Object.fromEntries(form.tags.filter((t) => t.type === 'captchac').map((t) => [t.name, { challenge: '42', imageUrl: '/captcha/42.png' }]));
    const html = renderToStaticMarkup(<ContactForm form={form} instance={instanceOf({ quiz, captcha })} />);
    const names = new Set(startTags(html, '(?:input|textarea|select)').map((a) => a.name));
    for (const tag of form.tags.filter((t) => !['submit', 'count', 'captchac'].includes(t.type))) expect(names).toContain(tag.name);
    expect(html).toContain('wpcf7-submit');
  });

  it('spec 5.4: the enquiry form has the product-name field', () => {
    expect(readyForm(demoForms.productEnquiry).form.tags.map((t) => t.name)).toContain('product-name');
  });

  it('the Liên hệ form mails the shop with a reply-to, and the visitor a copy, in Vietnamese', () => {
    const { definition, form } = readyForm(demoForms.contactPage);
    const field = (v: string) => ({ raw: [v], values: [v] });
    const posted: PostedData = new Map([['your-name', field('Lan')], ['your-email', field('lan@example.vn')], ['your-phone', field('')], ['your-subject', field('Giao hàng')], ['your-message', field('Bao giờ có hàng?')]]);
    const toShop = composeMail(definition.mail, { form, posted, files: new Map(), context })!;
    expect(toShop).toMatchObject({ to: [{ address: 'shop@shop.vn' }], replyTo: { name: 'Lan', address: 'lan@example.vn' }, subject: 'Cửa Hàng Việt "Giao hàng"' });
    expect(toShop.text).not.toContain('Điện thoại');
    const copy = composeMail(definition.mail2, { form, posted, files: new Map(), context })!;
    expect(copy.to).toEqual([{ name: 'Lan', address: 'lan@example.vn' }]);
    expect(copy.text).toMatch(/^Chào Lan,\n\nCảm ơn bạn đã liên hệ với Cửa Hàng Việt/);
  });

  it('a definition with a malformed template is refused with the parser’s message', () => {
    const result = formDefinitionSchema.safeParse({ ...demoForms.contactWidget, template: '[text* ten] [email ten]' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['template'], message: 'Thẻ [email ten]: tên ô đã được dùng cho một ô khác.' });
    expect(formDefinitionSchema.safeParse({ ...demoForms.contactWidget, messages: { spam: 'x', bogus: 'y' } }).success).toBe(false);
  });
});
