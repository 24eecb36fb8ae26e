import * as vi from '../../lib/messages/index';
import type { OrderDetail, PaymentMethod } from './service.server';

const dateFormat = new Intl.DateTimeFormat('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' });

/** '22/11/2025', in Vietnam's time zone whatever the server's. */
export function orderDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function paymentLabel(method: PaymentMethod): string {
  return method === 'bacs' ? vi.checkout.bacs : vi.checkout.cod;
}

/** 'Số 1 Lê Duẩn, Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh': street first, province last. */
export function addressLine(address: OrderDetail['address']): string {
  return [address.street, address.wardName, address.districtName, address.provinceName].filter(Boolean).join(', ');
}
