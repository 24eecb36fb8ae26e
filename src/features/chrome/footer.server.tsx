import * as vi from '../../lib/messages/index';
import type { ChromeData } from './chrome-data.server';
import type { MenuItem } from './menu-tree.server';
import { ArrowUpIcon } from '../../ui/icons.server';
import { NewsletterSignup } from '../newsletter/index.server';

const tel = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;

function ShopContact() {
  const c = vi.chrome;
  const lines = [
    { label: c.addressLabel, text: c.shopAddress },
    { label: c.phoneLabel, text: c.shopPhone, href: tel(c.shopPhone) },
    { label: c.hotlineLabel, text: c.shopHotline, href: tel(c.shopHotline) },
    { label: c.emailLabel, text: c.shopEmail, href: `mailto:${c.shopEmail}` },
  ];
  return (
    <section className="footer-contact">
      <h2 className="footer-title">{c.footerContact}</h2>
      <address>
        {lines.map((line) => (
          <p key={line.label}>
            <span className="label">{line.label}: </span>
            {line.href ? <a href={line.href}>{line.text}</a> : line.text}
          </p>
        ))}
      </address>
      <p>{c.openingHours}</p>
    </section>
  );
}

/** The footer menu's heading and links; drawn once per menu reading (menu-markup.server.tsx). */
export function FooterMenuList({ items }: { items: MenuItem[] }) {
  return (
    <>
      <h2 className="footer-title">{vi.chrome.footerMenu}</h2>
      <ul className="footer-nav">
        {items.map((item) => (
          <li key={item.id} className="menu-item">
            <a href={item.url}>{item.label}</a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Spec 2.1: footer menu, contact details, copyright, and the back-to-top control. */
export function Footer({ chrome }: { chrome: ChromeData }) {
  return (
    <>
      <footer id="footer" className="footer-wrapper">
        <div className="footer-widgets container">
          <section className="footer-about">
            <p className="footer-name">{vi.common.siteName}</p>
            <p>{vi.common.siteTagline}</p>
          </section>
          {chrome.footerMenu.length > 0 && (
            <nav className="footer-menu" aria-label={vi.chrome.footerMenu} dangerouslySetInnerHTML={chrome.menuMarkup.footer} />
          )}
          <ShopContact />
          <NewsletterSignup />
        </div>
        <div className="absolute-footer">
          <p className="copyright-footer container">{vi.chrome.copyright(new Date().getFullYear(), vi.common.siteName)}</p>
        </div>
      </footer>
      {/* `#top` scrolls to the top even without JS (HTML's top-of-document fragment). */}
      <a href="#top" id="top-link" className="back-to-top">
        <ArrowUpIcon />
        <span className="screen-reader-text">{vi.chrome.backToTop}</span>
      </a>
    </>
  );
}
