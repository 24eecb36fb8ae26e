import * as vi from '../../lib/messages/index';
import { SearchBox } from '../search/index';
import type { ChromeData } from './chrome-data.server';
import { ChevronIcon } from '../../ui/icons.server';
import type { MenuItem } from './menu-tree.server';

export const mobileMenuId = 'main-menu';

function SidebarItem({ item }: { item: MenuItem }) {
  const childrenId = `main-menu-children-${item.id}`;
  return (
    <li className={'menu-item' + (item.children.length ? ' has-child' : '')}>
      <a href={item.url}>{item.label}</a>
      {item.children.length > 0 && (
        <>
          <button type="button" className="toggle" aria-expanded="false" aria-controls={childrenId}>
            <span className="screen-reader-text">{vi.chrome.submenuOf(item.label)}</span>
            <ChevronIcon />
          </button>
          <ul id={childrenId} className="sub-menu nav-sidebar-ul children">
            {item.children.map((child) => (
              <SidebarItem key={child.id} item={child} />
            ))}
          </ul>
        </>
      )}
    </li>
  );
}

/** The off-canvas menu's list with expandable submenus; drawn once per menu reading (menu-markup.server.tsx). */
export function SidebarMenuList({ items }: { items: MenuItem[] }) {
  return <ul className="nav nav-sidebar nav-vertical">{items.map((item) => <SidebarItem key={item.id} item={item} />)}</ul>;
}

/**
 * The off-canvas menu that the header's hamburger opens (`data-open="#main-menu"`): search box, then the
 * main menu with expandable submenus. Without JS the hamburger's `#main-menu` link shows it by :target.
 */
export function MobileMenu({ chrome }: { chrome: ChromeData }) {
  return (
    <div id={mobileMenuId} className="mobile-sidebar no-scrollbar mfp-hide">
      <div className="sidebar-menu">
        <div className="sidebar-search">
          <SearchBox categories={[]} />
        </div>
        <nav aria-label={vi.chrome.mainMenu} dangerouslySetInnerHTML={chrome.menuMarkup.sidebar} />
      </div>
    </div>
  );
}
