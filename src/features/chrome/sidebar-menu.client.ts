/** The off-canvas menu's chevrons expand and collapse their submenus (by click or touch). */
export function startSidebarMenus(): void {
  document.addEventListener('click', (e) => {
    const toggle = e.target instanceof Element ? e.target.closest<HTMLElement>('.nav-sidebar .toggle') : null;
    const item = toggle?.parentElement;
    if (!toggle || !item) return;
    toggle.setAttribute('aria-expanded', String(item.classList.toggle('active')));
  });
}
