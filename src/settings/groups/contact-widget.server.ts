import * as vi from '../../lib/messages/index';
import { text } from '../setting.server';

export const contactWidget = {
  /** Spec 2.1: the floating contact widget's phone button; blank: no phone button. */
  phone: text('contact_widget_phone', '0909 123 456'),
  /** Links of the chat buttons; blank: the button is left out. */
  zaloUrl: text('contact_widget_zalo', 'https://zalo.me/0909123456'),
  messengerUrl: text('contact_widget_messenger', 'https://m.me/cuahangviet'),
  /** The showroom popup: one address a line, the opening hours, and a map image URL (blank: no map). */
  showroomAddresses: text('showroom_addresses', vi.contactForms.widget.defaultShowrooms),
  showroomHours: text('showroom_hours', vi.contactForms.widget.defaultHours),
  showroomMapImage: text('showroom_map_image', ''),
};
