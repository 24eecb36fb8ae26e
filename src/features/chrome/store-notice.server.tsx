import { createHash } from 'node:crypto';
import * as vi from '../../lib/messages/index';
import { dismissalCookie } from './store-notice-behaviour';

/** The shop-wide notice (spec 2.1, 3.5): its text, and the id its dismissal cookie is named after. */
export interface StoreNotice {
  id: string;
  text: string;
}

const safeId = /^[A-Za-z0-9_-]{1,40}$/;

// The last notice made: the settings change seldom, so it is not digested again on every page.
let last: { text: string; id: string; notice: StoreNotice | undefined } = { text: '', id: '', notice: undefined };

/**
 * The notice set in the settings, or undefined when there is none. Without a usable `storeNoticeId` the id is a
 * digest of the text, so a changed notice shows again to shoppers who dismissed the old one.
 */
export function storeNoticeFrom(text: string, id: string): StoreNotice | undefined {
  if (last.text === text && last.id === id) return last.notice;
  const shown = text.trim();
  const notice = shown ? { text: shown, id: safeId.test(id) ? id : createHash('sha256').update(shown).digest('hex').slice(0, 12) } : undefined;
  last = { text, id, notice };
  return notice;
}

/**
 * Part of the head's first script: hides a dismissed notice before the page paints, so the same cached page
 * serves shoppers who dismissed it and those who did not. The id is checked by safeId or is hex, never markup.
 */
export function hideDismissedNoticeScript(notice: StoreNotice | undefined): string {
  if (!notice) return '';
  const cookie = JSON.stringify(`${dismissalCookie(notice.id)}=hidden`);
  return `;if(document.cookie.split('; ').indexOf(${cookie})>=0)document.documentElement.classList.add('store-notice-dismissed')`;
}

/** Contract: `.woocommerce-store-notice[data-notice-id]` with its dismiss link (scripted; hidden without JS). */
export function StoreNoticeBar({ notice }: { notice: StoreNotice | undefined }) {
  if (!notice) return null;
  return (
    <p className="woocommerce-store-notice demo_store" data-notice-id={notice.id} role="complementary" aria-label={vi.chrome.storeNotice}>
      {`${notice.text} `}
      <a href="#" className="woocommerce-store-notice__dismiss-link" role="button">{vi.chrome.dismissNotice}</a>
    </p>
  );
}
