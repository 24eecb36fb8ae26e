import { showsShippingAmount } from './delivery-to-agree';
import { renderToStaticMarkup } from 'react-dom/server';
import { formatMoney } from '../../lib/money';
import * as vi from '../../lib/messages/index';
import type { MailMessage } from '../mail/index.server';
import { nothingToPay, type TransferDetails } from './bank-transfer.server';
import { addressLine, orderDate, paymentLabel } from './order-text.server';
import type { OrderDetail } from './service.server';

export interface OrderMailContext {
  shopEmail: string;
  /** The absolute address of the order's thank-you page. */
  orderUrl: string;
  transfer: TransferDetails | null;
  /** Where the order came from ('Nguồn: Google (tìm kiếm tự nhiên)'), for the shop's notification only. */
  origin: string;
}

function totalsRows(order: OrderDetail): [string, string][] {
  return [
    [vi.checkout.subtotal, formatMoney(order.subtotal)],
    ...order.coupons.map((c): [string, string] => [vi.checkout.discount(c.code), `-${formatMoney(c.amount)}`]),
    [vi.checkout.shipping, showsShippingAmount(order.shipping) ? `${order.shipping.label}: ${formatMoney(order.shipping.total)}` : order.shipping.label],
    [vi.checkout.paymentMethod.replace(/:$/, ''), paymentLabel(order.paymentMethod)],
    [vi.checkout.total, formatMoney(order.total)],
  ];
}

function transferRows(t: TransferDetails): [string, string][] {
  return [
    [vi.checkout.bankName, t.name],
    [vi.checkout.bankAccount, t.accountNumber],
    [vi.checkout.bankHolder, t.accountHolder],
    [vi.checkout.amount, formatMoney(t.amount)],
    [vi.checkout.transferNote, t.note],
  ];
}

function plainText(intro: string, order: OrderDetail, ctx: OrderMailContext, origin: string | null): string {
  // origin is null only in the shopper's confirmation, which never carries the free-text note (see orderMails).
  const lines = [
    intro,
    ...(origin ? [origin] : []),
    '',
    `${vi.checkout.orderNumber} ${order.number} (${orderDate(order.date)})`,
    ...order.lines.map((l) => `- ${l.name}${l.attributes ? ` (${l.attributes})` : ''} × ${l.quantity}: ${formatMoney(l.lineTotal)}`),
    '',
    ...totalsRows(order).map(([k, v]) => `${k}: ${v}`),
  ];
  if (ctx.transfer && nothingToPay(ctx.transfer)) lines.push('', vi.checkout.nothingToPay);
  else if (ctx.transfer) lines.push('', vi.checkout.bankTransferTitle, ...transferRows(ctx.transfer).map(([k, v]) => `${k} ${v}`));
  if (order.note && origin !== null) lines.push('', `${vi.checkout.note} ${order.note}`);
  lines.push('', vi.checkout.shippingAddress, order.customer.name, addressLine(order.address), order.customer.phone, order.customer.email);
  lines.push('', `${vi.checkout.mailViewOrder} ${ctx.orderUrl}`, '', vi.checkout.mailThanks, vi.common.siteName);
  return lines.join('\n');
}

function MailBody({ intro, order, ctx, origin }: { intro: string; order: OrderDetail; ctx: OrderMailContext; origin: string | null }) {
  const cell = { padding: '6px 8px', borderBottom: '1px solid #eee', textAlign: 'left' as const };
  return (
    <div style={{ fontFamily: 'Arial, sans-serif', color: '#333' }}>
      {intro.split('\n').map((line) => <p key={line}>{line}</p>)}
      {origin && <p>{origin}</p>}
      <h2>{vi.checkout.orderNumber} {order.number} ({orderDate(order.date)})</h2>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <tbody>
          {order.lines.map((l, i) => (
            <tr key={i}>
              <td style={cell}>{l.name}{l.attributes && <small><br />{l.attributes}</small>}</td>
              <td style={cell}>× {l.quantity}</td>
              <td style={cell}>{formatMoney(l.lineTotal)}</td>
            </tr>
          ))}
          {totalsRows(order).map(([k, v]) => (
            <tr key={k}><th colSpan={2} style={cell}>{k}</th><td style={cell}>{v}</td></tr>
          ))}
        </tbody>
      </table>
      {ctx.transfer && nothingToPay(ctx.transfer) && <p>{vi.checkout.nothingToPay}</p>}
      {ctx.transfer && !nothingToPay(ctx.transfer) && (
        <>
          <h3>{vi.checkout.bankTransferTitle}</h3>
          <ul>{transferRows(ctx.transfer).map(([k, v]) => <li key={k}>{k} <strong>{v}</strong></li>)}</ul>
        </>
      )}
      {order.note && origin !== null && <p>{vi.checkout.note} {order.note}</p>}
      <h3>{vi.checkout.shippingAddress}</h3>
      <p>{order.customer.name}<br />{addressLine(order.address)}<br />{order.customer.phone}<br />{order.customer.email}</p>
      <p><a href={ctx.orderUrl}>{vi.checkout.mailViewOrder} {ctx.orderUrl}</a></p>
      <p>{vi.checkout.mailThanks}<br />{vi.common.siteName}</p>
    </div>
  );
}

function message(to: string, subject: string, intro: string, order: OrderDetail, ctx: OrderMailContext, origin: string | null = null): MailMessage {
  const html = '<!DOCTYPE html><html lang="vi"><meta charset="utf-8"><body>' + renderToStaticMarkup(<MailBody intro={intro} order={order} ctx={ctx} origin={origin} />) + '</body></html>';
  return { recipient: to, subject, text: plainText(intro, order, ctx, origin), html };
}

/**
 * The shopper's confirmation and the shop's new-order notification, in Vietnamese, with the transfer details when
 * paying by bank; the notification also says where the order came from. The confirmation goes to whatever address
 * was typed, so it carries only the order's own data, never the free-text note (decision 022).
 */
export function orderMails(order: OrderDetail, ctx: OrderMailContext): [confirmation: MailMessage, notification: MailMessage] {
  const shop = vi.common.siteName;
  return [
    message(order.customer.email, vi.checkout.mailConfirmationSubject(shop, order.number), `${vi.checkout.mailGreeting(order.customer.name)}\n${vi.checkout.mailConfirmationIntro(order.number)}`, order, ctx),
    message(ctx.shopEmail, vi.checkout.mailNewOrderSubject(shop, order.number), vi.checkout.mailNewOrderIntro(order.number, order.customer.name), order, ctx, ctx.origin),
  ];
}
