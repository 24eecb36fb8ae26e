import type { ReactNode } from 'react';
import ProductTabsIsland from './product-tabs.island';

export interface TabPanel {
  name: string;
  title: string;
  content: ReactNode;
}

/** `.woocommerce-tabs`: titles (an island) and one panel `#tab-<name>` per tab; the first starts active. */
export function ProductTabs({ tabs }: { tabs: TabPanel[] }) {
  return (
    <div className="woocommerce-tabs wc-tabs-wrapper">
      <ProductTabsIsland tabs={tabs.map(({ name, title }) => ({ name, title }))} />
      {tabs.map(({ name, content }, i) => (
        <div
          key={name}
          className={`woocommerce-Tabs-panel woocommerce-Tabs-panel--${name} panel entry-content wc-tab` + (i === 0 ? ' active' : '')}
          id={`tab-${name}`}
          role="tabpanel"
          aria-labelledby={`tab-title-${name}`}
        >
          {content}
        </div>
      ))}
    </div>
  );
}
