import type { PostedData } from './posted-data';
import type { MailContext } from './mail-template';

const shopTime = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', ...options });
const dateFormat = shopTime({ day: '2-digit', month: '2-digit', year: 'numeric' });
const timeFormat = shopTime({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const specialTags: Record<string, (ctx: MailContext) => string> = {
  _site_title: (c) => c.site.title,
  _site_description: (c) => c.site.description,
  _site_url: (c) => c.site.url,
  _site_admin_email: (c) => c.site.adminEmail,
  _date: (c) => dateFormat.format(c.submittedAt),
  _time: (c) => timeFormat.format(c.submittedAt),
  _remote_ip: (c) => c.remoteIp,
  _user_agent: (c) => c.userAgent,
  _url: (c) => c.url,
  _post_id: (c) => (c.post ? String(c.post.id) : ''),
  _post_name: (c) => c.post?.name ?? '',
  _post_title: (c) => c.post?.title ?? '',
  _post_url: (c) => c.post?.url ?? '',
  _serial_number: (c) => String(c.serialNumber),
  _invalid_fields: (c) => String(c.invalidFields),
  _user_login: (c) => c.user?.login ?? '',
  _user_email: (c) => c.user?.email ?? '',
  _user_display_name: (c) => c.user?.displayName ?? '',
};

/** The value of one mail tag, or undefined for a name that is no tag (it is then left as written). */
export function mailTagValue(name: string, posted: PostedData, ctx: MailContext): string | undefined {
  const raw = /^_raw_(.+)$/.exec(name)?.[1];
  if (raw !== undefined && posted.has(raw)) return posted.get(raw)!.raw.join(', ');
  if (Object.hasOwn(specialTags, name)) return specialTags[name]!(ctx);
  return posted.get(name)?.values.join(', ');
}

const tagPattern = /(\[?)\[[\t ]*([a-zA-Z_][0-9a-zA-Z:._-]*)[\t ]*\](\]?)/g;

/**
 * Replaces the mail tags of a text, each value passed through `fit` for where it lands (a header, an address,
 * HTML). `[[tag]]` stays as `[tag]`. With `excludeBlank`, a line whose tags are all blank is left out.
 */
export function replaceMailTags(text: string, value: (name: string) => string | undefined, fit: (v: string) => string, excludeBlank = false): string {
  const lines = text.split('\n').flatMap((line) => {
    const found: string[] = [];
    const replaced = line.replace(tagPattern, (whole, open: string, name: string, close: string) => {
      if (open && close) return whole.slice(1, -1);
      const v = value(name);
      if (v === undefined) return whole;
      found.push(v);
      return open + fit(v) + close;
    });
    return excludeBlank && found.length && found.every((v) => v === '') ? [] : [replaced];
  });
  return lines.join('\n');
}
