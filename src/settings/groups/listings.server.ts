import { number } from '../setting.server';

export const listings = {
  productsPerPage: number('products_per_page', 12),
};
