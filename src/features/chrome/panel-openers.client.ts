import { panelTarget } from './panel-target.client';

// The panel code is its own chunk, loaded on the first press so pages ship it only to shoppers who open a panel;
// this small listener, registered at start, holds a press on a `[data-open]` link until the chunk is there (decision 059).
const loadPanels = () => import('./off-canvas.client');

// The opener pressed again after the chunk failed: that press goes through, as it would without script.
let following: HTMLElement | undefined;

function hold(opener: HTMLElement): void {
  loadPanels().then(
    (panels) => opener.isConnected && panels.openFromLink(opener),
    (error: unknown) => {
      console.error('panel', error);
      following = opener;
      try {
        opener.click();
      } finally {
        following = undefined;
      }
    },
  );
}

/** Spec 2.1: `[data-open]` links anywhere, including ones inserted later, open their target as a panel. */
export function startPanelOpeners(): void {
  document.addEventListener('click', (e) => {
    const opener = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-open]') : null;
    if (!opener || opener === following || e.defaultPrevented || !panelTarget(opener)) return;
    e.preventDefault();
    hold(opener);
  });
}
