import { describe, expect, it } from 'vitest';
import { composeMail, type MailInput } from './compose-mail';
import type { MailContext, MailTemplate } from './mail-template';
import { parseFormTemplate } from './parse-template';
import type { PostedData } from './posted-data';

const form = parseFormTemplate(
  '[text* your-name] [email* your-email] [textarea your-message] [select topic "Bán hàng|sales@shop.vn" "Bảo hành|care@shop.vn"] [checkbox colours "Đỏ" "Xanh"] [text empty] [file cv]',
);
const posted: PostedData = new Map([
  ['your-name', { raw: ['Lan Nguyễn'], values: ['Lan Nguyễn'] }],
  ['your-email', { raw: ['lan@example.vn'], values: ['lan@example.vn'] }],
  ['your-message', { raw: ['Dòng 1\n<b>Dòng 2</b>'], values: ['Dòng 1\n<b>Dòng 2</b>'] }],
  ['topic', { raw: ['Bán hàng'], values: ['sales@shop.vn'] }],
  ['colours', { raw: ['Đỏ', 'Xanh'], values: ['Đỏ', 'Xanh'] }],
  ['empty', { raw: [], values: [] }],
  ['cv', { raw: ['cv.pdf'], values: ['cv.pdf'] }],
]);
const context: MailContext = {
  site: { title: 'Cửa Hàng Việt', description: 'Thời trang', url: 'https://shop.vn', adminEmail: 'admin@shop.vn' },
  submittedAt: new Date(Date.UTC(2025, 5, 1, 8, 5)),
  remoteIp: '203.0.113.9',
  userAgent: 'Mozilla/5.0',
  url: 'https://shop.vn/lien-he/',
  post: { id: 12, name: 'lien-he', title: 'Liên hệ', url: 'https://shop.vn/lien-he/' },
  serialNumber: 42,
  invalidFields: 0,
  user: null,
};
const template: MailTemplate = {
  active: true,
  recipient: '[_site_admin_email], [topic]',
  sender: '[_site_title] <no-reply@shop.vn>',
  subject: '[_site_title] "[your-name]"',
  additional_headers: 'Reply-To: [your-name] <[your-email]>\nX-Other: 1',
  body: 'Từ: [your-name] <[your-email]>\nChủ đề: [_raw_topic]\nMàu: [colours]\nTrống: [empty]\n[[your-name]]\n[unknown]\n--\n[_date] [_time] [_remote_ip] [_user_agent] [_url] [_post_id] [_post_name] [_post_title] [_post_url] [_serial_number] [_invalid_fields] [_site_url] [_site_description] [_user_login]|',
  attachments: '[cv]\n[your-name]\n/etc/passwd',
  use_html: false,
  exclude_blank: false,
};
const input = (changes: Partial<MailInput<string>> = {}): MailInput<string> => ({ form, posted, files: new Map([['cv', ['upload-1']]]), context, ...changes });

describe('mail templates', () => {
  it('fills [field] tags, [_raw_field] labels, lists joined by commas and the special tags', () => {
    const mail = composeMail(template, input())!;
    expect(mail.to).toEqual([{ address: 'admin@shop.vn' }, { address: 'sales@shop.vn' }]);
    expect(mail.from).toEqual({ name: 'Cửa Hàng Việt', address: 'no-reply@shop.vn' });
    expect(mail.replyTo).toEqual({ name: 'Lan Nguyễn', address: 'lan@example.vn' });
    expect(mail.subject).toBe('Cửa Hàng Việt "Lan Nguyễn"');
    expect(mail.text).toBe(
      'Từ: Lan Nguyễn <lan@example.vn>\nChủ đề: Bán hàng\nMàu: Đỏ, Xanh\nTrống: \n[your-name]\n[unknown]\n--\n' +
        '01/06/2025 15:05 203.0.113.9 Mozilla/5.0 https://shop.vn/lien-he/ 12 lien-he Liên hệ https://shop.vn/lien-he/ 42 0 https://shop.vn Thời trang |',
    );
    expect(mail.attachments).toEqual(['upload-1']);
    expect(mail.html).toBeUndefined();
  });

  it('leaves out lines whose tags are all blank when asked', () => {
    const mail = composeMail({ ...template, body: 'A: [your-name]\nB: [empty]\nC: [empty] [your-name]\nD', exclude_blank: true }, input())!;
    expect(mail.text).toBe('A: Lan Nguyễn\nC:  Lan Nguyễn\nD');
  });

  it('an HTML mail escapes visitor text and keeps its line breaks', () => {
    const mail = composeMail({ ...template, body: 'Lời nhắn:\n[your-message]\n\nHết', use_html: true }, input())!;
    expect(mail.html).toContain('<body><p>Lời nhắn:<br>\nDòng 1<br>&lt;b&gt;Dòng 2&lt;/b&gt;</p>\n<p>Hết</p></body>');
    expect(mail.html).toContain('<title>Cửa Hàng Việt &quot;Lan Nguyễn&quot;</title>');
    expect(mail.text).toBe('Lời nhắn:\nDòng 1\n<b>Dòng 2</b>\n\nHết');
  });

  it('an inactive mail is not composed', () => {
    expect(composeMail({ ...template, active: false }, input())).toBeUndefined();
  });

  it('visitor text cannot inject a header or add recipients', () => {
    const hostile: PostedData = new Map([
      ...posted,
      ['your-name', { raw: ['x'], values: ['Lan\r\nBcc: victim@example.com'] }],
      ['your-email', { raw: ['x'], values: ['lan@example.vn, victim@example.com'] }],
      ['your-message', { raw: ['x'], values: ['a\nBcc: victim@example.com'] }],
    ]);
    const mail = composeMail(
      { ...template, recipient: '[your-email]', subject: '[your-message]', additional_headers: 'Reply-To: [your-email]\nCc: [your-name]' },
      input({ posted: hostile }),
    )!;
    expect(mail.to).toEqual([]);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.cc).toEqual([]);
    expect(mail.bcc).toEqual([]);
    expect(mail.subject).toBe('a Bcc: victim@example.com');
    expect(JSON.stringify([mail.to, mail.from, mail.subject])).not.toMatch(/\\r|\\n/);
  });

  it('a sender that is no address falls back to the site’s; a visitor’s name in it stays a name', () => {
    expect(composeMail({ ...template, sender: '[your-message]' }, input())!.from).toEqual({ name: 'Cửa Hàng Việt', address: 'admin@shop.vn' });
    const named: PostedData = new Map([...posted, ['your-name', { raw: ['x'], values: ['Lan <evil@x.vn>, "Bob"'] }]]);
    expect(composeMail({ ...template, sender: '[your-name] <shop@shop.vn>' }, input({ posted: named }))!.from).toEqual({
      name: 'Lan evil@x.vn Bob', address: 'shop@shop.vn',
    });
  });

  it('a logged-in shopper’s login, e-mail and display name are tags too', () => {
    const user = { login: 'lan', email: 'lan@example.vn', displayName: 'Chị Lan' };
    const mail = composeMail({ ...template, body: '[_user_login] [_user_email] [_user_display_name]' }, input({ context: { ...context, user } }))!;
    expect(mail.text).toBe('lan lan@example.vn Chị Lan');
  });
});
