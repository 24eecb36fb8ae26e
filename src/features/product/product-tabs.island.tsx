import { useEffect, useState, type MouseEvent } from 'react';
import { defineIsland } from '../../client/island';
import { scrollToElement } from '../../client/scroll';
import { initialTab, tabOfHash } from './tab-rules';

interface Props {
  tabs: { name: string; title: string }[];
}

// Spec 9.4: the reviews scroll takes 300 ms, ends 200 px above them and starts 500 ms after load.
const reviewsScroll = { offset: -200, durationMs: 300, delayMs: 500 };

function scrollToReviews(): void {
  const target = document.querySelector('.woocommerce-tabs li.reviews_tab');
  if (target) scrollToElement(target, reviewsScroll.offset, reviewsScroll.durationMs);
}

/**
 * The tab titles of `.woocommerce-tabs`. Only one panel is active at a time; the panels are static server
 * HTML beside this island (all visible without scripting), so the island only toggles their `active` class.
 */
function ProductTabs({ tabs }: Props) {
  const names = tabs.map((t) => t.name);
  const [active, setActive] = useState(names[0] ?? '');

  useEffect(() => {
    for (const name of names) document.getElementById(`tab-${name}`)?.classList.toggle('active', name === active);
  });

  useEffect(() => {
    const first = initialTab(location.hash, location.href, names);
    setActive(first.tab);
    const timer = first.scrollToReviews ? setTimeout(scrollToReviews, reviewsScroll.delayMs) : undefined;
    const onHash = () => {
      const named = tabOfHash(location.hash, names);
      if (named) setActive(named);
    };
    // Spec 2.3: the review-count link sets #reviews, opens the reviews tab and scrolls there.
    const onReviewLink = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a.woocommerce-review-link');
      if (!link || !link.getAttribute('href')?.startsWith('#')) return;
      event.preventDefault();
      history.pushState(null, '', '#reviews');
      setActive('reviews');
      scrollToReviews();
    };
    addEventListener('hashchange', onHash);
    document.addEventListener('click', onReviewLink);
    return () => {
      clearTimeout(timer);
      removeEventListener('hashchange', onHash);
      document.removeEventListener('click', onReviewLink);
    };
    // The tabs never change after the page is rendered.
  }, []);

  const open = (event: MouseEvent, name: string) => {
    event.preventDefault();
    setActive(name);
  };
  return (
    <ul className="tabs wc-tabs product-tabs" role="tablist">
      {tabs.map(({ name, title }) => (
        <li key={name} className={`${name}_tab` + (name === active ? ' active' : '')} id={`tab-title-${name}`} role="presentation">
          <a href={`#tab-${name}`} role="tab" aria-controls={`tab-${name}`} aria-selected={name === active} onClick={(e) => open(e, name)}>
            {title}
          </a>
        </li>
      ))}
    </ul>
  );
}

export default defineIsland('product-tabs', ProductTabs, 'visible');
