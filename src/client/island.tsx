import { createElement, type ComponentType, type ReactElement } from 'react';

/** When an island hydrates: at once, when the browser is idle, when scrolled into view, or on first pointer, touch or focus. */
export type Hydrate = 'load' | 'idle' | 'visible' | 'interaction';

export interface IslandMeta<P> {
  name: string;
  hydrate: Hydrate;
  Component: ComponentType<P>;
}

export type Island<P> = ((props: P) => ReactElement) & { island: IslandMeta<P> };

/**
 * Declares an island. The name must equal the file name (`name.island.tsx`): the client runtime finds the
 * chunk by it. The wrapper carries the props as JSON in an attribute (React escapes it), so the same
 * element hydrates wherever the server's HTML lands.
 */
export function defineIsland<P extends object>(name: string, Component: ComponentType<P>, hydrate: Hydrate = 'load'): Island<P> {
  const Wrapped = (props: P) =>
    createElement(
      'div',
      { className: 'island', 'data-island': name, 'data-hydrate': hydrate, 'data-props': JSON.stringify(props) },
      createElement(Component, props),
    );
  return Object.assign(Wrapped, { island: { name, hydrate, Component } });
}
