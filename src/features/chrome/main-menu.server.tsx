import * as vi from '../../lib/messages/index';
import { ChevronIcon } from '../../ui/icons.server';
import type { MenuItem } from './menu-tree.server';

export const dropdownId = (item: MenuItem) => `menu-dropdown-${item.id}`;

function itemClass(item: MenuItem): string {
  const classes = ['menu-item', `menu-item-${item.id}`];
  if (item.children.length) classes.push('menu-item-has-children', 'has-dropdown');
  if (item.mega) classes.push('menu-item-design-full-width');
  return classes.join(' ');
}

/** A content block held by a menu item; written by staff and stored as HTML, as pages are: trusted, shown as is. */
function MenuBlock({ item, block, className }: { item: MenuItem; block: NonNullable<MenuItem['block']>; className: string }) {
  return (
    <li className={`menu-item menu-item-${item.id} ${className} nav-dropdown-block`}>
      <div className="menu-block" data-block-id={block.id} dangerouslySetInnerHTML={{ __html: block.content }} />
    </li>
  );
}

/** A mega menu's column: the category as heading, its subcategories below (or a content block). */
function MegaColumn({ column }: { column: MenuItem }) {
  if (column.block) return <MenuBlock item={column} block={column.block} className="nav-dropdown-col" />;
  return (
    <li className="menu-item nav-dropdown-col">
      <a href={column.url} className="nav-column-title">{column.label}</a>
      {column.children.length > 0 && (
        <ul className="sub-menu nav-column">
          {column.children.map((link) => (
            <li key={link.id} className="menu-item">
              <a href={link.url}>{link.label}</a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** A plain dropdown's entry; deeper levels are listed indented beneath it. */
function DropdownEntry({ item }: { item: MenuItem }) {
  if (item.block) return <MenuBlock item={item} block={item.block} className="nav-dropdown-entry" />;
  return (
    <li className="menu-item">
      <a href={item.url}>{item.label}</a>
      {item.children.length > 0 && (
        <ul className="sub-menu">
          {item.children.map((child) => (
            <DropdownEntry key={child.id} item={child} />
          ))}
        </ul>
      )}
    </li>
  );
}

function TopItem({ item }: { item: MenuItem }) {
  const hasDropdown = item.children.length > 0;
  return (
    <li className={itemClass(item)}>
      <a href={item.url} className="nav-top-link">{item.label}</a>
      {hasDropdown && (
        <>
          <button type="button" className="nav-dropdown-toggle" aria-expanded="false" aria-controls={dropdownId(item)}>
            <span className="screen-reader-text">{vi.chrome.submenuOf(item.label)}</span>
            <ChevronIcon />
          </button>
          <ul id={dropdownId(item)} className={'sub-menu nav-dropdown' + (item.mega ? ' nav-dropdown-mega' : '')}>
            {item.children.map((child) => (item.mega ? <MegaColumn key={child.id} column={child} /> : <DropdownEntry key={child.id} item={child} />))}
          </ul>
        </>
      )}
    </li>
  );
}

/** The desktop main menu's list (spec 2.1): dropdowns and a mega menu; drawn once per menu reading (menu-markup.server.tsx). */
export function MainMenuList({ items }: { items: MenuItem[] }) {
  return <ul className="nav header-nav">{items.map((item) => <TopItem key={item.id} item={item} />)}</ul>;
}

/** The desktop main menu around its list, drawn beforehand; menu-behaviour.ts opens the dropdowns. */
export function MainMenu({ list }: { list: { __html: string } }) {
  return <nav className="header-nav-main" aria-label={vi.chrome.mainMenu} dangerouslySetInnerHTML={list} />;
}
