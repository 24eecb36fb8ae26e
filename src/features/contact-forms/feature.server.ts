import type { Feature } from '../../server/shop.server';
import { registerCaptchaImages } from './captcha-route.server';
import { registerFormPages } from './page-routes.server';
import { registerFeedbackRoutes } from './rest-routes.server';

/** Contact forms (issue 11): the REST calls under `/wp-json/contact-form-7/v1/`, the CAPTCHA images, pages with a form. */
export const contactFormsFeature: Feature = {
  name: 'contact-forms',
  register(routes) {
    registerFeedbackRoutes(routes.rest);
    registerCaptchaImages(routes.pages);
    registerFormPages(routes.pages);
  },
};
