import { fashionProducts } from './products-fashion';
import { goodsProducts } from './products-goods';
import { homeProducts } from './products-home';

/** Every product of the demo shop, in catalogue order. */
export const productSpecs = [...fashionProducts, ...goodsProducts, ...homeProducts];
