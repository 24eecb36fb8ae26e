import { cleanLine } from './clean-text';
import { isEmail } from './formats';
import type { MailAddress } from './mail-template';

/** A value put into an address header: one line, and nothing that could start another address or a name. */
export const fitAddress = (value: string) => cleanLine(value).replace(/[,;<>"()]/g, ' ').replace(/\s+/g, ' ').trim();

/** A value put into any other header (subject): one line. */
export const fitHeader = (value: string) => cleanLine(value);

/** Reads `Name <a@b.vn>, c@d.vn`; entries that are not one valid address are left out. */
export function readAddresses(list: string): MailAddress[] {
  return list.split(',').flatMap((item): MailAddress[] => {
    const m = /^\s*(?:"?([^"<>]*?)"?\s*<([^<>\s]+)>|([^<>\s]+))\s*$/.exec(cleanLine(item));
    const address = m?.[2] ?? m?.[3] ?? '';
    if (!isEmail(address)) return [];
    const name = cleanLine(m?.[1] ?? '');
    return [name ? { name, address } : { address }];
  });
}
