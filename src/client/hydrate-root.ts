// The React half of the island runtime: loaded with the first island that hydrates, never with the entry
// (decision 052), so a page nobody touches loads no React DOM.
import { createElement, useEffect, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element, Root>();

interface HydratedProps {
  el: HTMLElement;
  Component: ComponentType<object>;
  props: object;
  onHydrated: () => void;
}

// Renders the island unchanged and marks its wrapper `data-hydrated` once React has taken it over.
function Hydrated({ el, Component, props, onHydrated }: HydratedProps) {
  useEffect(() => {
    el.dataset.hydrated = '';
    onHydrated();
    return () => el.removeAttribute('data-hydrated');
  }, [el, onHydrated]);
  return createElement(Component, props);
}

/** Hydrates the wrapper with the island's component; resolves once React owns it (its effects have run). */
export function hydrate(el: HTMLElement, Component: ComponentType<object>, props: object): Promise<void> {
  if (roots.has(el)) return Promise.resolve();
  return new Promise((onHydrated) => roots.set(el, hydrateRoot(el, createElement(Hydrated, { el, Component, props, onHydrated }))));
}

export function unmount(el: Element): void {
  roots.get(el)?.unmount();
  roots.delete(el);
}
