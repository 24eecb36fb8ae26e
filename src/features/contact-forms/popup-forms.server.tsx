import type { ReactNode } from 'react';
import type { Db } from '../../db/index.server';
import { rememberedShopWide } from '../../server/shop-wide-memo.server';
import type { ShopContext } from '../../server/shop.server';
import type { ParsedForm } from './form-tag';
import { formInstance } from './form-instance.server';
import type { FormInstance } from './render-context';
import { formsBySlug } from './stored-forms.server';
import { ContactWidget, EnquiryPopup } from './widget.server';

export interface PopupForm {
  form: ParsedForm;
  instance: FormInstance;
}

// The forms the popups show, by slug (the demo seed stores its forms under these), and their place on the page:
// the page's own form is the first, the popups' follow.
const popupSlugs = { contactWidget: 'lien-he-nhanh', productEnquiry: 'hoi-ve-san-pham' } as const;
const placeOf = { contactWidget: 2, productEnquiry: 3 } as const;

// On every page: both read in one statement and kept as the menus are (a few seconds, dropped when the shop changes).
const storedPopupForms = rememberedShopWide((db: Db) => formsBySlug(db, Object.values(popupSlugs)));

async function popupForm(c: ShopContext, key: keyof typeof placeOf): Promise<PopupForm | undefined> {
  const stored = (await storedPopupForms(c.get('deps').database.db)).get(popupSlugs[key]);
  if (!stored) return undefined;
  // No CAPTCHA or quiz is drawn with the page: the popup's form refills them when it first opens.
  const instance = await formInstance(c.get('deps'), stored, { containerPost: 0, pageUrl: c.req.path, n: placeOf[key] }, { challenges: false });
  return { form: stored.form, instance };
}

/** The floating contact widget with its popups on every page, and the enquiry popup on product pages. */
export async function contactPopups(c: ShopContext, productPage: boolean): Promise<ReactNode> {
  const [settings, widgetForm, enquiryForm] = await Promise.all([c.get('deps').settings(), popupForm(c, 'contactWidget'), productPage ? popupForm(c, 'productEnquiry') : undefined]);
  return (
    <>
      <ContactWidget settings={settings.contactWidget} form={widgetForm} />
      {enquiryForm && <EnquiryPopup form={enquiryForm} />}
    </>
  );
}
