import * as vi from '../../lib/messages/index';
import { anchorFor, scrollToAnchor } from './anchor-scroll.client';
import { currentSection, stickyOffset } from './anchors';

interface Section {
  link: string;
  title: string;
  anchor: Element;
  bullet: boolean;
}

function sectionsOfPage(): Section[] {
  return [...document.querySelectorAll<HTMLElement>('.scroll-to[data-link]')].flatMap((el) => {
    const link = el.dataset.link ?? '';
    const anchor = anchorFor(link);
    const title = el.dataset.title ?? '';
    return anchor && title ? [{ link, title, anchor, bullet: el.dataset.bullet !== 'false' }] : [];
  });
}

function sectionLink(section: Section): HTMLAnchorElement {
  return Object.assign(document.createElement('a'), { href: section.link, title: section.title });
}

// Side bullets: one dot per section, at the right edge from 850 px (spec 2.1).
function bulletNavigation(sections: Section[]): HTMLElement[] {
  const nav = document.createElement('nav');
  nav.className = 'scroll-to-bullets hide-for-medium';
  nav.setAttribute('aria-label', vi.chrome.sectionsOfPage);
  const links = sections.map((section) => {
    const link = sectionLink(section);
    link.dataset.title = section.title;
    link.append(document.createElement('strong'), Object.assign(document.createElement('span'), { className: 'screen-reader-text', textContent: section.title }));
    return link;
  });
  nav.append(...links);
  document.body.append(nav);
  return links;
}

// Single-page menu items: each `ul.nav-single-page` lists the page's sections.
function singlePageMenus(sections: Section[]): HTMLElement[] {
  return [...document.querySelectorAll('ul.nav-single-page')].flatMap((menu) =>
    sections.map((section) => {
      const item = Object.assign(document.createElement('li'), { className: 'menu-item' });
      const link = sectionLink(section);
      link.className = 'nav-top-link';
      link.textContent = section.title;
      item.append(link);
      menu.append(item);
      return link;
    }),
  );
}

/** Spec 2.1: scroll-to sections build side bullets and single-page menu items, which follow the reading and scroll in 500 ms. */
export function start(): void {
  const sections = sectionsOfPage();
  if (!sections.length) return;
  const links = [...bulletNavigation(sections.filter((s) => s.bullet)), ...singlePageMenus(sections)];
  const header = document.getElementById('header');
  let scheduled = false;
  const markCurrent = () => {
    scheduled = false;
    const offset = stickyOffset(header?.getBoundingClientRect().height, undefined);
    const current = sections[currentSection(sections.map((s) => s.anchor.getBoundingClientRect().top), offset)];
    for (const link of links) link.classList.toggle('active', link.getAttribute('href') === current?.link);
  };
  window.addEventListener('scroll', () => scheduled || ((scheduled = true), requestAnimationFrame(markCurrent)), { passive: true });
  markCurrent();
  document.addEventListener('click', (e) => {
    const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[href^="#"]') : null;
    const section = link && sections.find((s) => s.link === link.getAttribute('href'));
    if (!section || e.defaultPrevented) return;
    e.preventDefault();
    history.replaceState(history.state, '', section.link);
    scrollToAnchor(section.anchor);
  });
}
