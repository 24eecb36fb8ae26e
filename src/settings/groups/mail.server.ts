import { filled } from '../setting.server';

export const mail = {
  /** Where new-order notifications go and what the shop's e-mails come from. */
  shopEmail: filled('shop_email', 'donhang@cuahangviet.example'),
};
