import type { ReactNode } from 'react';
import * as vi from '../../lib/messages/index';
import { Notices, type FlashNotice } from '../../ui/notices.server';
import type { ChromeData } from './chrome-data.server';
import { Footer } from './footer.server';
import { Header } from './header.server';
import { MobileMenu } from './mobile-menu.server';
import { PageLoader } from './page-loader.server';
import { StoreNoticeBar } from './store-notice.server';

interface LayoutProps {
  chrome: ChromeData;
  /** The one-shot notices waiting for this page. */
  notices: FlashNotice[];
  /** The header's icons beside the search (the cart, the account link), given by the assembly. */
  headerIcons: ReactNode;
  /** What waits, hidden, at the end of the page for a header icon to open (the off-canvas cart). */
  pageEnd: ReactNode;
  children: ReactNode;
}

/** Header, main content and footer around every page; the off-canvas menu waits, hidden, at the end. */
export function Layout({ chrome, notices, headerIcons, pageEnd, children }: LayoutProps) {
  return (
    <>
      {chrome.pageLoader && <PageLoader />}
      <a className="skip-link screen-reader-text" href="#main">{vi.chrome.skipToContent}</a>
      <StoreNoticeBar notice={chrome.storeNotice} />
      <p className="print-warning" role="note">{vi.chrome.printImagesLoading}</p>
      <div id="wrapper">
        <Header chrome={chrome} icons={headerIcons} />
        <main id="main" className="site-main">
          <div className="container"><Notices notices={notices} /></div>
          {children}
        </main>
        <Footer chrome={chrome} />
      </div>
      <MobileMenu chrome={chrome} />
      {pageEnd}
    </>
  );
}
