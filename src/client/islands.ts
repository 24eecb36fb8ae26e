import { createElement, useEffect, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { Island } from './island';

type IslandModule = { default: Island<object> };

// One lazily loaded chunk per island, found by file name. Built on first use: server bundles that
// import this module (through insertHtml) never evaluate Vite's import.meta.glob.
let loaders: Map<string, () => Promise<IslandModule>> | undefined;
function islandLoader(name: string): (() => Promise<IslandModule>) | undefined {
  loaders ??= new Map(
    Object.entries(import.meta.glob<IslandModule>(['../features/**/*.island.tsx', '../ui/**/*.island.tsx'])).map(
      ([path, load]) => [path.slice(path.lastIndexOf('/') + 1).replace('.island.tsx', ''), load],
    ),
  );
  return loaders.get(name);
}

const roots = new WeakMap<Element, Root>();
const scheduled = new WeakSet<Element>();

function isTopLevel(el: Element): boolean {
  return !el.parentElement?.closest('[data-island]');
}

function islandsIn(scope: ParentNode): HTMLElement[] {
  const found = [...scope.querySelectorAll<HTMLElement>('[data-island]')];
  if (scope instanceof HTMLElement && scope.matches('[data-island]')) found.unshift(scope);
  return found.filter(isTopLevel);
}

// Renders the island unchanged and marks its wrapper `data-hydrated` once React has taken it over.
function Hydrated({ el, Component, props }: { el: HTMLElement; Component: ComponentType<object>; props: object }) {
  useEffect(() => {
    el.dataset.hydrated = '';
    return () => el.removeAttribute('data-hydrated');
  }, [el]);
  return createElement(Component, props);
}

async function mount(el: HTMLElement): Promise<void> {
  const load = islandLoader(el.dataset.island ?? '');
  if (!load || roots.has(el) || !el.isConnected) return;
  const { default: island } = await load();
  if (roots.has(el) || !el.isConnected) return;
  const props = JSON.parse(el.dataset.props ?? '{}') as object;
  roots.set(el, hydrateRoot(el, createElement(Hydrated, { el, Component: island.island.Component, props })));
}

function whenVisible(el: HTMLElement, run: () => void): void {
  // The wrapper is display:contents and has no box of its own; watch its first child.
  const target = el.firstElementChild ?? el;
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) {
      observer.disconnect();
      run();
    }
  }, { rootMargin: '200px' });
  observer.observe(target);
}

// Pointer, touch and focus events bubble through the display:contents wrapper.
function onFirstInteraction(el: HTMLElement, run: () => void): void {
  const events = ['pointerover', 'touchstart', 'focusin'] as const;
  const start = () => {
    for (const name of events) el.removeEventListener(name, start);
    run();
  };
  for (const name of events) el.addEventListener(name, start, { passive: true });
}

function schedule(el: HTMLElement): void {
  if (scheduled.has(el)) return;
  scheduled.add(el);
  const run = () => void mount(el).catch((error) => console.error(`island ${el.dataset.island}`, error));
  const when = el.dataset.hydrate;
  if (when === 'visible' && 'IntersectionObserver' in window) whenVisible(el, run);
  else if (when === 'interaction') onFirstInteraction(el, run);
  else if (when === 'idle' && 'requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
  else run();
}

/** Hydrates every top-level island inside the scope, each as it declares (load, idle or visible). */
export function hydrateIslands(scope: ParentNode): void {
  for (const el of islandsIn(scope)) schedule(el);
}

/** Unmounts the islands inside the scope, so their React roots do not outlive their markup. */
export function unmountIslands(scope: ParentNode): void {
  for (const el of islandsIn(scope)) {
    roots.get(el)?.unmount();
    roots.delete(el);
    scheduled.delete(el);
  }
}
