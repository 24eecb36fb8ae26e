import { renderToString } from 'react-dom/server';
import { FooterMenuList } from './footer.server';
import { MainMenuList } from './main-menu.server';
import type { MenuItem } from './menu-tree.server';
import { SidebarMenuList } from './mobile-menu.server';

/** The menus' HTML, ready for `dangerouslySetInnerHTML`. */
export interface MenuMarkup {
  main: { __html: string };
  sidebar: { __html: string };
  footer: { __html: string };
}

/**
 * Draws the three menus once per reading of the menus (every few seconds) instead of on every page: they are a fifth
 * of a page's HTML, and React makes ~15 bytes of garbage for each byte it writes (decision 061, third follow-up).
 * Drawn outside any page's render, as React's renderer is not re-entrant.
 */
export function drawMenus(main: MenuItem[], footer: MenuItem[]): MenuMarkup {
  return {
    main: { __html: renderToString(<MainMenuList items={main} />) },
    sidebar: { __html: renderToString(<SidebarMenuList items={main} />) },
    footer: { __html: footer.length ? renderToString(<FooterMenuList items={footer} />) : '' },
  };
}
