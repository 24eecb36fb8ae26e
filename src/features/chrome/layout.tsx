import type { ReactNode } from 'react';
import * as vi from '../../lib/messages/index';
import type { ChromeData, Visitor } from './chrome-data';
import { CartPopup, Notices } from '../cart/index';
import { Footer } from './footer';
import { Header } from './header';
import { MobileMenu } from './mobile-menu';
import { StoreNoticeBar } from './store-notice';

/** Header, main content and footer around every page; the off-canvas menu waits, hidden, at the end. */
export function Layout({ chrome, visitor, children }: { chrome: ChromeData; visitor: Visitor; children: ReactNode }) {
  return (
    <>
      <a className="skip-link screen-reader-text" href="#main">{vi.chrome.skipToContent}</a>
      <StoreNoticeBar notice={chrome.storeNotice} />
      <p className="print-warning" role="note">{vi.chrome.printImagesLoading}</p>
      <div id="wrapper">
        <Header chrome={chrome} visitor={visitor} />
        <main id="main" className="site-main">
          <div className="container"><Notices notices={visitor.notices} /></div>
          {children}
        </main>
        <Footer chrome={chrome} />
      </div>
      <MobileMenu chrome={chrome} />
      <CartPopup cart={visitor.cart} />
    </>
  );
}
