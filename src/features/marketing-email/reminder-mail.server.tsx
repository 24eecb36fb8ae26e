import { renderToStaticMarkup } from 'react-dom/server';
import * as vi from '../../lib/messages/index';
import { formatMoney } from '../../lib/money';
import type { CartContents } from '../cart/index.server';
import type { MailMessage } from '../mail/index.server';

function ReminderBody({ cart, link }: { cart: CartContents; link: string }) {
  const m = vi.marketing;
  return (
    <div style={{ fontFamily: 'Arial, sans-serif', lineHeight: 1.5 }}>
      <p>{m.reminderGreeting}</p>
      <p>{m.reminderIntro}</p>
      <ul>
        {cart.lines.map((line) => (
          <li key={line.key}>
            {line.name} × {line.quantity}: {formatMoney(line.lineTotal)}
          </li>
        ))}
      </ul>
      <p>
        <strong>{m.reminderTotal}:</strong> {formatMoney(cart.subtotal)}
      </p>
      <p>
        <a href={link}>{m.reminderAction}</a>
      </p>
      <p>{m.reminderIgnore}</p>
      <p style={{ whiteSpace: 'pre-line' }}>{m.reminderSignature(vi.common.siteName)}</p>
    </div>
  );
}

/** The abandoned-cart reminder in Vietnamese: the cart's lines priced now and the link that brings the cart back. */
export function reminderMail(recipient: string, cart: CartContents, link: string): MailMessage {
  const m = vi.marketing;
  const lines = cart.lines.map((l) => `- ${l.name} × ${l.quantity}: ${formatMoney(l.lineTotal)}`);
  const text = [m.reminderGreeting, '', m.reminderIntro, ...lines, '', `${m.reminderTotal}: ${formatMoney(cart.subtotal)}`, '', m.reminderLinkLine(link), '', m.reminderIgnore, '', m.reminderSignature(vi.common.siteName)];
  return {
    recipient,
    subject: m.reminderSubject(vi.common.siteName),
    text: text.join('\n'),
    html: renderToStaticMarkup(<ReminderBody cart={cart} link={link} />),
  };
}
