import { holdPressesUntilLoaded } from '../../client/held-presses';
import { panelTarget } from './panel-target.client';

/** Spec 2.1: `[data-open]` links anywhere, including ones inserted later, open their target as a panel; the panel
 * code loads on the first press, so pages ship it only to shoppers who open one (decision 059). */
export function startPanelOpeners(): void {
  holdPressesUntilLoaded({
    selector: '[data-open]',
    load: () => import('./off-canvas.client'),
    open: (panels, opener) => panels.openFromLink(opener),
    name: 'panel',
    handles: (opener) => panelTarget(opener) !== null,
  });
}
