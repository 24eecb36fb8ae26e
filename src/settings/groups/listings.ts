import { number } from '../setting';

export const listings = {
  productsPerPage: number('products_per_page', 12),
};
