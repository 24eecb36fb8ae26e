// Helpers of the contact-form integration tests: the demo forms' ids and bodies posted as a browser posts them.
import type { TestShop } from '../../../tests/support/shop';
import { demoFormSlugs } from '../../db/seed/demo/contact-forms.server';
import { fillToken } from './fill-time.server';
import { honeypotName } from './honeypot';
import { quizAnswerHash, quizFormSecret } from './quiz.server';
import { formSecrets } from './stored-forms.server';
import { unitTagOf } from './unit-tag';

export type Entry = [string, string | File];

export async function formIdOf(shop: TestShop, key: keyof typeof demoFormSlugs): Promise<number> {
  const row = await shop.deps.database.db.selectFrom('contact_forms').select('id').where('slug', '=', demoFormSlugs[key]).executeTakeFirstOrThrow();
  return row.id;
}

/** The hidden fields a rendered form carries, its fill time `ageMs` old (old enough for the minimum by default). */
export function hiddenEntries(shop: TestShop, formId: number, ageMs = 60_000): Entry[] {
  const unitTag = unitTagOf({ formId, containerPost: 0, n: 1 });
  return [
    ['_wpcf7', String(formId)],
    ['_wpcf7_version', '6.0'],
    ['_wpcf7_locale', 'vi'],
    ['_wpcf7_unit_tag', unitTag],
    ['_wpcf7_container_post', '0'],
    ['_wpcf7_posted_data_hash', ''],
    ['_wpcf7_fill_token', fillToken({ formId, unitTag }, Date.now() - ageMs, formSecrets(shop.deps.config).fillSecret)],
    [honeypotName, ''],
  ];
}

/** One of the Liên hệ form's quiz questions (the demo seed's). */
export const capitalQuestion = 'Thủ đô của Việt Nam là thành phố nào?';

/** A Liên hệ page submission that passes every check. */
export function contactPageEntries(shop: TestShop, formId: number, overrides: Record<string, string> = {}): Entry[] {
  const fields: Record<string, string> = {
    'your-name': 'Nguyễn Thị Lan',
    'your-email': 'lan.nguyen@example.com',
    'your-phone': '0909 123 456',
    'your-subject': 'Hỏi về đổi hàng',
    'your-message': 'Tôi muốn đổi chiếc áo size M sang size L, có được không ạ?',
    'dong-y': '1',
    'kiem-tra': 'ha noi',
    '_wpcf7_quiz_answer_kiem-tra': quizAnswerHash(capitalQuestion, 'Hà Nội', quizFormSecret(formSecrets(shop.deps.config).quizSecret, formId)),
    ...overrides,
  };
  return [...hiddenEntries(shop, formId), ...Object.entries(fields)];
}

export function widgetEntries(shop: TestShop, formId: number, overrides: Record<string, string> = {}, ageMs?: number): Entry[] {
  const fields = { 'your-name': 'Trần Văn Minh', 'your-phone': '0912 345 678', 'your-message': 'Tư vấn giúp tôi bộ chăn ga.', ...overrides };
  return [...hiddenEntries(shop, formId, ageMs), ...Object.entries(fields)];
}

export function multipart(entries: Entry[]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

/** POSTs a feedback call the way the form script does: multipart, Accept JSON, from a page of the shop. */
export function postFeedback(shop: TestShop, formId: number | string, body: FormData | string, headers: Record<string, string> = {}) {
  return shop.app.request(`/wp-json/contact-form-7/v1/contact-forms/${formId}/feedback`, {
    method: 'POST',
    body,
    headers: { accept: 'application/json', referer: 'http://localhost/lien-he/', 'user-agent': 'Mozilla/5.0 (test)', ...headers },
  });
}
