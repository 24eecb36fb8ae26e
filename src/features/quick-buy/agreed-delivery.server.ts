import * as vi from '../../lib/messages/index';
import { deliveryToAgreeId } from '../orders/index.server';

/**
 * The shipping line of a quick-buy order placed while the shop's quick-buy shipping is off: the popup showed no cost,
 * so none is charged, and the shop agrees the delivery cost with the shopper when it calls back.
 */
export const agreedDelivery = { id: deliveryToAgreeId, label: vi.quickBuy.deliveryToAgree } as const;
