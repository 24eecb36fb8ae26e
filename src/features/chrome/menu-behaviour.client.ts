import { dropdownShift } from './dropdown-shift.client';
import { hoverIntent, menuHoverIntent, type HoverIntent } from './hover-intent.client';

const openClass = 'current-dropdown';

export interface Menus {
  closeAll(): void;
}

function reposition(li: HTMLElement): void {
  const dropdown = li.querySelector<HTMLElement>(':scope > .nav-dropdown');
  const container = li.closest('.container');
  if (!dropdown || !container || li.classList.contains('menu-item-design-full-width')) return;
  dropdown.style.removeProperty('--dropdown-shift');
  const shift = dropdownShift(dropdown.getBoundingClientRect(), container.getBoundingClientRect());
  if (shift) dropdown.style.setProperty('--dropdown-shift', `${shift}px`);
}

/**
 * Spec 2.1, 4.8: dropdowns open on hover-intent (mouse), on a tap (touch: the first tap opens, the next
 * follows the link), with the chevron toggle, or on keyboard focus; they close on an outside click and Escape.
 * A delegated behaviour rather than an island: the menu is server markup that must work without JS, and a
 * few listeners cost less than shipping the whole menu tree as props to hydrate it.
 */
export function startMenus(nav: HTMLElement): Menus {
  const items = [...nav.querySelectorAll<HTMLElement>('.header-nav > li.has-dropdown')];
  const intents = new Map<HTMLElement, HoverIntent>();
  // How each open dropdown was opened: only a hovered one closes when the pointer leaves.
  const openedBy = new Map<HTMLElement, 'hover' | 'focus' | 'click'>();
  let lastPointer = '';

  const isOpen = (li: HTMLElement) => openedBy.has(li);
  const show = (li: HTMLElement, open: boolean) => {
    li.classList.toggle(openClass, open);
    li.querySelector(':scope > .nav-dropdown-toggle')?.setAttribute('aria-expanded', String(open));
  };
  function open(li: HTMLElement, by: 'hover' | 'focus' | 'click'): void {
    if (isOpen(li)) return;
    closeAll(li);
    openedBy.set(li, by);
    show(li, true);
    reposition(li);
  }
  function close(li: HTMLElement): void {
    if (!openedBy.delete(li)) return;
    show(li, false);
    intents.get(li)?.reset();
  }
  const closeAll = (except?: HTMLElement) => items.forEach((li) => li !== except && close(li));
  const itemOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>('.header-nav > li.has-dropdown') : null;

  for (const li of items) {
    const intent = hoverIntent({ ...menuHoverIntent, over: () => open(li, 'hover'), out: () => openedBy.get(li) === 'hover' && close(li) });
    intents.set(li, intent);
    li.addEventListener('pointerenter', (e) => e.pointerType === 'mouse' && intent.enter(e.clientX, e.clientY));
    li.addEventListener('pointermove', (e) => e.pointerType === 'mouse' && intent.move(e.clientX, e.clientY));
    li.addEventListener('pointerleave', (e) => e.pointerType === 'mouse' && intent.leave());
  }

  nav.addEventListener('pointerdown', (e) => (lastPointer = e.pointerType));
  nav.addEventListener('click', (e) => {
    const target = e.target as Element;
    const li = itemOf(target);
    const touched = lastPointer === 'touch' || lastPointer === 'pen';
    lastPointer = '';
    if (!li) return;
    if (target.closest('.nav-dropdown-toggle')) {
      // Clicking the chevron of a dropdown that hover just opened keeps it open (until a click closes it).
      if (openedBy.get(li) === 'hover') openedBy.set(li, 'click');
      else if (isOpen(li)) close(li);
      else open(li, 'click');
    } else if (touched && target.closest('.nav-top-link') && !isOpen(li)) {
      e.preventDefault();
      open(li, 'click');
    }
  });

  // Keyboard users open a dropdown by tabbing into it; after Escape it stays shut until focus leaves it.
  nav.addEventListener('focusin', (e) => {
    const li = itemOf(e.target);
    if (li && !('dismissed' in li.dataset) && (e.target as Element).matches(':focus-visible')) open(li, 'focus');
  });
  nav.addEventListener('focusout', (e) => {
    const li = itemOf(e.target);
    if (!li || li.contains(e.relatedTarget as Node | null)) return;
    delete li.dataset.dismissed;
    if (e.relatedTarget) close(li);
  });
  document.addEventListener('click', (e) => {
    if (!nav.contains(e.target as Node)) closeAll();
  });
  document.addEventListener('keydown', (e) => {
    const li = items.find(isOpen);
    if (e.key !== 'Escape' || !li) return;
    const hadFocus = li.contains(document.activeElement);
    close(li);
    if (!hadFocus) return;
    li.dataset.dismissed = '';
    li.querySelector<HTMLElement>(':scope > .nav-dropdown-toggle')?.focus();
  });

  // A hook for tests and tools: the dropdowns answer from here on.
  nav.dataset.menus = 'ready';
  return { closeAll: () => closeAll() };
}
