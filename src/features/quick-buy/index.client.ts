// What the browser entry starts on every page: the 'Mua ngay' buttons, whose popup loads on first use.
export { startQuickBuy } from './buy-now-buttons.client';
