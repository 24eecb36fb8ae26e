import type { Island } from './island';
import { holdPresses, onFirstScroll, onReach, whenVisible } from './island-triggers';

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

// React DOM comes with the first island that hydrates (decision 052); kept once loaded, so unmounting stays synchronous.
// Found through Vite's glob like the islands: esbuild would bundle an import() of it into the server, which would
// then load react-dom/client at start for nothing (decision 061).
type Runtime = typeof import('./hydrate-root');
let runtime: Runtime | undefined;
const hydrateRoot = async () => (runtime ??= await import.meta.glob<Runtime>('./hydrate-root.ts')['./hydrate-root.ts']!());

const scheduled = new WeakSet<Element>();

function isTopLevel(el: Element): boolean {
  return !el.parentElement?.closest('[data-island]');
}

function islandsIn(scope: ParentNode): HTMLElement[] {
  const found = [...scope.querySelectorAll<HTMLElement>('[data-island]')];
  if (scope instanceof HTMLElement && scope.matches('[data-island]')) found.unshift(scope);
  return found.filter(isTopLevel);
}

async function mount(el: HTMLElement): Promise<void> {
  const load = islandLoader(el.dataset.island ?? '');
  if (!load || !el.isConnected) return;
  const [{ default: island }, { hydrate }] = await Promise.all([load(), hydrateRoot()]);
  if (!el.isConnected) return;
  await hydrate(el, island.island.Component, JSON.parse(el.dataset.props ?? '{}') as object);
}

const wakers = new WeakMap<Element, () => void>();
const releases = new WeakMap<Element, () => void>();

function schedule(el: HTMLElement): void {
  if (scheduled.has(el)) return;
  scheduled.add(el);
  const when = el.dataset.hydrate;
  const area = (when === 'interaction' && el.dataset.reach && el.closest(el.dataset.reach)) || el;
  const replay = holdPresses(area);
  releases.set(el, replay);
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    wakers.delete(el);
    void mount(el)
      .catch((error) => console.error(`island ${el.dataset.island}`, error))
      .finally(replay);
  };
  wakers.set(el, run);
  // A popup's islands hydrate as it opens: opening it was the shopper's reach.
  if (el.closest('dialog')) run();
  else if (when === 'visible') whenVisible(el, run);
  else if (when === 'scroll') onFirstScroll(run);
  else if (when === 'interaction') onReach(area, run);
  else if (when === 'idle' && 'requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
  else run();
}

/** Hydrates the page's islands of that name now, whatever they wait for (e.g. the gallery once a variation is found). */
export function wakeIslands(name: string): void {
  for (const el of document.querySelectorAll(`[data-island="${CSS.escape(name)}"]`)) wakers.get(el)?.();
}

/** Hydrates every top-level island inside the scope, each as it declares (load, idle, visible, scroll or reach). */
export function hydrateIslands(scope: ParentNode): void {
  for (const el of islandsIn(scope)) schedule(el);
}

/** Unmounts the islands inside the scope, so their React roots do not outlive their markup. */
export function unmountIslands(scope: ParentNode): void {
  for (const el of islandsIn(scope)) {
    scheduled.delete(el);
    // An island gone before it woke no longer keeps its area's presses waiting.
    releases.get(el)?.();
    // Only an island that began hydrating has a root, and then React DOM is already loaded.
    runtime?.unmount(el);
  }
}
