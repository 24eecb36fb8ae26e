import type { ReactNode } from 'react';
import * as vi from '../../lib/messages/index';

/**
 * A dialog over the page, hidden until its opener shows it (spec 2.1, 2.5); its background and close button
 * close it, and so does Escape.
 */
export function ContactPopup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className="contact-popup" id={id} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} hidden>
      <div className="contact-popup-box">
        <button type="button" className="contact-popup-close" aria-label={vi.common.close}>
          ×
        </button>
        <h2 className="contact-popup-title" id={`${id}-title`}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
