import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';
import { shopOverHttpForSuite } from '../../../tests/support/http-shop';
import { newsletterLimits } from './subscription.server';

// Decision 043's limit of confirmation mails is per mailbox: sub-addresses and Gmail's dots reach the same inbox.
describe.each(testDatabases.map((d) => [d.name, d] as const))('confirmation mails to one mailbox on %s', (_name, kind) => {
  const suite = shopOverHttpForSuite(kind, { TRUST_PROXY: '1' });
  let addresses = 0;
  const db = () => suite.shop().deps.database.db;
  const signUp = async (email: string) =>
    (await fetch(`${suite.base()}/nhan-tin/dang-ky/`, {
      method: 'POST',
      headers: { origin: suite.base(), accept: 'application/json', 'x-forwarded-for': `192.0.2.${++addresses % 250}` },
      body: new URLSearchParams({ newsletter_email: email, newsletter_website: '' }),
    })).status;
  const mailsLike = async (pattern: string) => (await db().selectFrom('outbox').select('id').where('recipient', 'like', pattern).execute()).length;

  it('decision 043: a victim\'s one Gmail inbox, written 8 ways (+tags, dots, googlemail.com), is sent only the recipient limit\'s mails', async () => {
    const name = `nannhan${Date.now()}`;
    const spelled = [`${name}@gmail.com`, `${name}+1@gmail.com`, `${name}+khuyen-mai@gmail.com`, `${name.slice(0, 3)}.${name.slice(3)}@gmail.com`, `${name}@googlemail.com`, `${name}+2@googlemail.com`, `${[...name].join('.')}@gmail.com`, `${name.toUpperCase()}+X@GMAIL.COM`];
    const answers = [];
    for (const email of spelled) answers.push(await signUp(email));
    const { max } = newsletterLimits.mailsPerRecipient;
    expect(answers).toEqual(spelled.map((_, i) => (i < max ? 200 : 429)));
    const sent = await db().selectFrom('outbox').select('id').where('recipient', 'in', spelled.map((e) => e.toLowerCase())).execute();
    expect(sent).toHaveLength(max);
  });

  it('decision 043: other mailboxes of the same provider, or the same name elsewhere, keep limits of their own', async () => {
    const name = `hang${Date.now()}`;
    for (const email of [`${name}@gmail.com`, `${name}x@gmail.com`, `${name}@yahoo.com`, `${name}@example.vn`]) expect(await signUp(email)).toBe(200);
    expect(await mailsLike(`${name}%`)).toBe(4);
  });
});
