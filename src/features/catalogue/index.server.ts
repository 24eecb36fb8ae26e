/**
 * The catalogue (decision 009): the one owner of the products, their variations, attributes, categories and stock.
 * Every feature reads them through here; the rules they are read by are in index.ts.
 */
export { attributeLabels, chosenDetails, detailsText, type AttributeLabels } from './attribute-labels.server';
export { loadProductCards } from './card-queries.server';
export { keptHomeShelves, topCategoryCovers } from './home-queries.server';
export { findItems, type ItemRow } from './item-queries.server';
export { countListing, listingPageIds, loadCategories, topCategories, type ListingFilter } from './listing-queries.server';
export { listingOrderMoves } from './listing-order-moves.server';
export { type ProductRow } from './product-queries.server';
export { relatedProductIds } from './related-products.server';
export { loadProductRecord, type ProductRecord } from './product-record.server';
export { refusalMessage, resolveItem, type ItemRequest, type ResolvedItem, type Resolution } from './resolve-item.server';
export { warmSearchOnEachConnection } from './search-warm.server';
export { countProducts, findProductIds, type ProductMatch } from './search-queries.server';
export { catalogSitemapEntries, type SitemapEntry } from './sitemap-entries.server';
export { OutOfStock, takeStock, type StockLine } from './stock.server';
