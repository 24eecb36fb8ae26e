import { useEffect, useState, type MouseEvent } from 'react';
import { defineIsland } from '../../client/island';
import * as vi from '../../lib/messages/index';

interface Props {
  productId: number;
  productUrl: string;
}

/** The card's quick-view trigger (`a.quick-view[data-prod]`); without JS it is a link to the product. */
function QuickViewButton({ productId, productUrl }: Props) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // Spec 5.6: quick view is requested only when the product id is not empty.
    if (!productId) return;
    event.preventDefault();
    const link = event.currentTarget;
    // Spec 2.6: the card shows a processing state until the popup opens.
    const card = link.closest<HTMLElement>('.product') ?? link;
    card.classList.add('processing');
    card.setAttribute('aria-busy', 'true');
    // The overlay code (and the island runtime it uses) loads on first use, never on the server.
    void import('./quick-view-dialog')
      .then(({ openQuickView }) => openQuickView(productId))
      .catch(() => false)
      .then((opened) => {
        card.classList.remove('processing');
        card.removeAttribute('aria-busy');
        if (!opened) window.location.assign(productUrl);
      });
  };

  return (
    <a href={productUrl} className="quick-view" data-prod={productId} data-hydrated={hydrated ? 'true' : undefined} onClick={open}>
      {vi.search.quickView}
    </a>
  );
}

export default defineIsland('quick-view-button', QuickViewButton, 'interaction');
