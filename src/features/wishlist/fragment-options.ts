// What a wishlist fragment asks to be drawn with (spec 3.11): sent as `data-fragment-options`, read back by the server.

/** Options of an add-to-wishlist button fragment. */
export interface ButtonOptions {
  product_id: number;
  product_type: string;
  is_mobile: 'yes' | 'no';
  /** A variation's button keeps its product's place (class, fragment key) so a reset finds it (spec 4.3, 9.6). */
  parent_product_id?: number;
}

/** Options of a wishlist table fragment; ownership is the server's to decide, never the page's. */
export interface TableOptions {
  wishlist_token: string;
  page: number;
  per_page: number;
  is_mobile: 'yes' | 'no';
  is_user_owner: boolean;
}

/** The fragment key: the element's class list joined by '.' (contract.md, `fragments_index_glue`). */
export const fragmentKey = (classes: string) => classes.split(/\s+/).filter(Boolean).join('.');

export const buttonClasses = (productId: number) => `yith-wcwl-add-to-wishlist add-to-wishlist-${productId} wishlist-fragment on-first-load`;
export const tableClasses = 'yith-wcwl-form wishlist-fragment';
