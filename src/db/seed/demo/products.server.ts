import { fashionProducts } from './products-fashion.server';
import { goodsProducts } from './products-goods.server';
import { homeProducts } from './products-home.server';

/** Every product of the demo shop, in catalogue order. */
export const productSpecs = [...fashionProducts, ...goodsProducts, ...homeProducts];
