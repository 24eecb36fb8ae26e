import { anchorName } from './anchors';

// Spec 2.1, 4.8: one tab of a tab set is active; a hash naming a tab's panel opens that tab.
function activate(tabSet: Element, chosen: HTMLAnchorElement, focus = false): void {
  for (const link of tabSet.querySelectorAll<HTMLAnchorElement>(':scope > ul > li > a[href^="#"]')) {
    const on = link === chosen;
    link.parentElement?.classList.toggle('active', on);
    link.setAttribute('aria-selected', String(on));
    link.tabIndex = on ? 0 : -1;
    const panel = document.getElementById(anchorName(link.hash) ?? '');
    panel?.classList.toggle('active', on);
  }
  if (focus) chosen.focus();
}

function tabLinkFor(hash: string): HTMLAnchorElement | undefined {
  const name = anchorName(hash);
  if (!name) return undefined;
  return [...document.querySelectorAll<HTMLAnchorElement>('.tabbed-content > ul > li > a[href^="#"]')].find((a) => anchorName(a.hash) === name);
}

function openTabOfHash(): void {
  const link = tabLinkFor(location.hash);
  const tabSet = link?.closest('.tabbed-content');
  if (link && tabSet) activate(tabSet, link);
}

/** Tab links switch panels without leaving the page; arrow keys move between the tabs of a set. */
export function start(): void {
  for (const tabSet of document.querySelectorAll('.tabbed-content')) {
    const active = tabSet.querySelector<HTMLAnchorElement>(':scope > ul > li.active > a') ?? tabSet.querySelector<HTMLAnchorElement>(':scope > ul > li > a');
    if (active) activate(tabSet, active);
  }
  openTabOfHash();
  window.addEventListener('hashchange', openTabOfHash);
  document.addEventListener('click', (e) => {
    const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('.tabbed-content > ul > li > a[href^="#"]') : null;
    if (!link) return;
    e.preventDefault();
    activate(link.closest('.tabbed-content')!, link);
  });
  document.addEventListener('keydown', (e) => {
    const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('.tabbed-content > ul > li > a') : null;
    if (!link || (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft')) return;
    const links = [...link.closest('ul')!.querySelectorAll<HTMLAnchorElement>(':scope > li > a')];
    const next = links[(links.indexOf(link) + (e.key === 'ArrowRight' ? 1 : -1) + links.length) % links.length];
    if (next) activate(link.closest('.tabbed-content')!, next, true);
  });
}
