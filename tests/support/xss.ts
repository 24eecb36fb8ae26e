import type { Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';

// What the XSS journeys (issue 6) put into every text a visitor controls: each breaks out of another context.
export const payloads = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(2)>',
  "'><svg onload=alert(3)>",
  '</textarea></script><script>alert(4)</script>',
  'javascript:alert(5)',
  '{{constructor.constructor("alert(6)")()}}',
  '<iframe srcdoc="<script>parent.alert(7)</script>">',
] as const;

/** Counts what a payload managed to run: every dialog it opened. */
export function watch(page: Page): { ran: string[] } {
  const seen = { ran: [] as string[] };
  page.on('dialog', (dialog) => {
    seen.ran.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

/** Draws a received message's HTML in the page, as a webmail without a sanitiser would. */
export async function renderMail(page: Page, mail: ParsedMail): Promise<void> {
  await page.setContent(String(mail.html || mail.textAsHtml || ''));
}

/** A subject pattern for text that may hold payload characters. */
export const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
