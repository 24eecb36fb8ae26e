// The catalogue's rules and shapes, for pages and islands alike: its reads are in index.server.ts.
export { fieldName } from './attributes';
export { ancestorsOf, childrenOf, withDescendants, type CategoryNode } from './category-tree';
export { isPurchasable, limitsOf, priceOf, stockFacts } from './item-rules';
export { listingOrders, type ListingOrder } from './listing-order';
export { productNaming, type ProductCardData } from './product-card-data';
export { quantityLimits, type LimitFacts } from './quantity-limits';
export { maxLineQuantity, parseAddQuantity, parseCartQuantity, problemMessage, quantityProblem, type QuantityProblem, type StockFacts } from './quantity-rules';
export type { AttributeDisplay, ProductType, StockStatus } from './tables';
export { canCombine, findVariation, fitsChoice, isComplete, type Choice, type MatchableVariation } from './variation-matching';
