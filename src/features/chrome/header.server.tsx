import type { ReactNode } from 'react';
import * as vi from '../../lib/messages/index';
import { urls } from '../../lib/urls';
import { SearchBox } from '../search/index';
import type { ChromeData } from './chrome-data.server';
import { LogoMark, MenuIcon } from '../../ui/icons.server';
import { MainMenu } from './main-menu.server';
import { mobileMenuId } from './mobile-menu.server';

function Logo() {
  return (
    <div id="logo" className="logo">
      <a href={urls.home()} rel="home">
        <LogoMark />
        <span className="logo-text">
          <span className="logo-name">{vi.common.siteName}</span>
          <span className="logo-tagline">{vi.common.siteTagline}</span>
        </span>
      </a>
    </div>
  );
}

/** The hamburger: an ordinary off-canvas opener (spec 2.1), shown at ≤ 849 px. */
function MobileMenuToggle() {
  return (
    <a
      href={`#${mobileMenuId}`}
      className="mobile-nav-toggle show-for-medium"
      data-open={`#${mobileMenuId}`}
      data-pos="left"
      data-color="light"
      data-bg="main-menu-overlay"
      data-class="off-canvas-menu"
      aria-controls={mobileMenuId}
      aria-expanded="false"
    >
      <MenuIcon />
      <span className="screen-reader-text">{vi.chrome.openMenu}</span>
    </a>
  );
}

/** Spec 2.1 and 4.8: logo, search and cart, the main menu below them; sticky while scrolling (scroll-behaviours.ts). */
export function Header({ chrome, icons }: { chrome: ChromeData; icons: ReactNode }) {
  return (
    <header id="header" className={`header has-sticky${chrome.hideHeaderOnScroll ? ' sticky-hide-on-scroll' : ''}`}>
      <div className="header-wrapper">
        <div id="masthead" className="header-main">
          <div className="header-inner container">
            <MobileMenuToggle />
            <Logo />
            <div className="header-search hide-for-medium">
              <SearchBox categories={chrome.searchCategories} />
            </div>
            {icons}
          </div>
        </div>
        <div id="wide-nav" className="header-bottom hide-for-medium">
          <div className="header-bottom-inner container">
            <MainMenu list={chrome.menuMarkup.main} />
          </div>
        </div>
      </div>
    </header>
  );
}
