import { createElement, type ComponentType, type ReactElement } from 'react';

/**
 * When an island hydrates (decision 052): at once, when the browser is idle, when near view, on the page's first
 * scroll, or when the shopper reaches for it (pointer over or down, touch, focus; a press meanwhile is replayed).
 */
export type Hydrate = 'load' | 'idle' | 'visible' | 'scroll' | 'interaction';

export interface IslandMeta<P> {
  name: string;
  hydrate: Hydrate;
  /** For 'interaction': a selector of the ancestor whose reach wakes the island (e.g. its form), else the island itself. */
  reach?: string;
  Component: ComponentType<P>;
}

export type Island<P> = ((props: P) => ReactElement) & { island: IslandMeta<P> };

/**
 * Declares an island. The name must equal the file name (`name.island.tsx`): the client runtime finds the
 * chunk by it. The wrapper carries the props as JSON in an attribute (React escapes it), so the same
 * element hydrates wherever the server's HTML lands.
 */
export function defineIsland<P extends object>(name: string, Component: ComponentType<P>, hydrate: Hydrate = 'load', reach?: string): Island<P> {
  const Wrapped = (props: P) =>
    createElement(
      'div',
      { className: 'island', 'data-island': name, 'data-hydrate': hydrate, 'data-reach': reach, 'data-props': JSON.stringify(props) },
      createElement(Component, props),
    );
  return Object.assign(Wrapped, { island: { name, hydrate, reach, Component } });
}
