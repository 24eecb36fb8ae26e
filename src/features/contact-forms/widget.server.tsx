import * as vi from '../../lib/messages/index';
import type { ShopSettings } from '../../settings/groups.server';
import { ContactForm } from './contact-form';
import { ContactPopup } from './popup.server';
import type { PopupForm } from './popup-forms.server';

export const popupIds = { contactForm: 'contact-form-popup', showroom: 'showroom-popup', enquiry: 'product-enquiry-popup' } as const;

function Showroom({ settings }: { settings: ShopSettings['contactWidget'] }) {
  const addresses = settings.showroomAddresses.split('\n').map((a) => a.trim()).filter(Boolean);
  return (
    <ContactPopup id={popupIds.showroom} title={vi.contactForms.widget.showroomTitle}>
      <ul className="showroom-addresses">
        {addresses.map((address) => (
          <li key={address}>{address}</li>
        ))}
      </ul>
      {settings.showroomMapImage && <img className="showroom-map" src={settings.showroomMapImage} alt={vi.contactForms.widget.mapAlt} loading="lazy" />}
      <p className="showroom-hours">
        <strong>{vi.contactForms.widget.openingHours}:</strong> {settings.showroomHours}
      </p>
    </ContactPopup>
  );
}

/** Spec 2.1: one button toggles the contact buttons; 'Liên hệ' and 'Showroom' open their popups. */
export function ContactWidget({ settings, form }: { settings: ShopSettings['contactWidget']; form: PopupForm | undefined }) {
  const w = vi.contactForms.widget;
  return (
    <>
      <div className="contact-widget">
        <ul className="contact-widget-buttons" id="contact-widget-buttons" hidden>
          {settings.phone && (
            <li>
              <a className="contact-widget-phone" href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>
                {w.call(settings.phone)}
              </a>
            </li>
          )}
          {settings.zaloUrl && (
            <li>
              <a className="contact-widget-zalo" href={settings.zaloUrl} target="_blank" rel="noopener noreferrer">
                {w.zalo}
              </a>
            </li>
          )}
          {settings.messengerUrl && (
            <li>
              <a className="contact-widget-messenger" href={settings.messengerUrl} target="_blank" rel="noopener noreferrer">
                {w.messenger}
              </a>
            </li>
          )}
          {form && (
            <li>
              <button type="button" className="contact-widget-form" data-contact-popup={popupIds.contactForm}>
                {w.contact}
              </button>
            </li>
          )}
          <li>
            <button type="button" className="contact-widget-showroom" data-contact-popup={popupIds.showroom}>
              {w.showroom}
            </button>
          </li>
        </ul>
        <button type="button" className="contact-widget-toggle" aria-expanded="false" aria-controls="contact-widget-buttons" aria-label={w.toggle}>
          <span aria-hidden="true">☎</span>
        </button>
      </div>
      {form && (
        <ContactPopup id={popupIds.contactForm} title={w.formTitle}>
          <ContactForm form={form.form} instance={form.instance} />
        </ContactPopup>
      )}
      <Showroom settings={settings} />
    </>
  );
}

/** Spec 2.5: the product page's enquiry popup; its product-name field is filled when it opens. */
export function EnquiryPopup({ form }: { form: PopupForm }) {
  return (
    <ContactPopup id={popupIds.enquiry} title={vi.contactForms.enquiry.title}>
      <ContactForm form={form.form} instance={form.instance} />
    </ContactPopup>
  );
}

/** The enquiry button of a product page; the popup reads the product's title from it. */
export function EnquiryButton({ productName }: { productName: string }) {
  return (
    <button type="button" className="button product-enquiry-button" data-contact-popup={popupIds.enquiry} data-product-title={productName}>
      {vi.contactForms.enquiry.button}
    </button>
  );
}
