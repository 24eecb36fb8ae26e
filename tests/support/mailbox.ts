import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect } from '@playwright/test';

/** Where the journeys' SMTP server keeps what the shop sent it (see e2e-server.mjs and playwright.config.ts). */
export const receivedMailDir = join(`.e2e-data-${process.env.E2E_PORT ?? 4173}`, 'received-mail');

async function receivedMail(): Promise<ParsedMail[]> {
  const files = readdirSync(receivedMailDir).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map((f) => simpleParser(readFileSync(join(receivedMailDir, f)))));
}

const addressesOf = (mail: ParsedMail) =>
  [mail.to].flat().flatMap((to) => to?.value.map((a) => a.address?.toLowerCase()) ?? []);

/** Every message the shop's mail server has received for `to` so far. */
export async function receivedMailTo(to: string): Promise<ParsedMail[]> {
  return (await receivedMail()).filter((m) => addressesOf(m).includes(to.toLowerCase()));
}

/** Waits until the shop's mail server received a message to `to` whose subject matches; answers it. */
export async function waitForMail(to: string, subject: RegExp = /./, timeout = 20_000): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(async () => {
      found = (await receivedMail()).find((m) => addressesOf(m).includes(to.toLowerCase()) && subject.test(m.subject ?? ''));
      return found !== undefined;
    }, { timeout, message: `a message to ${to} with a subject matching ${subject}` })
    .toBe(true);
  return found!;
}
