import type { Feature } from '../../server/shop.server';
import { newsletterUrls } from './names';
import { confirmPageRoute, confirmRoute, signupRoute, unsubscribePageRoute, unsubscribeRoute } from './routes.server';

export { NewsletterOptIn, NewsletterSignup } from './forms.server';
export { askToSubscribe, newsletterLimits } from './subscription.server';
export { optInField } from './names';

/** The newsletter (issue 13, decision 043): opt-in boxes, the footer form, double opt-in and unsubscribe links. */
export const newsletterFeature: Feature = {
  name: 'newsletter',
  register(routes) {
    routes.pages.post(newsletterUrls.signup(), signupRoute);
    routes.pages.get(newsletterUrls.confirm(), confirmPageRoute);
    routes.pages.post(newsletterUrls.confirm(), confirmRoute);
    routes.pages.get(newsletterUrls.unsubscribe(), unsubscribePageRoute);
    routes.pages.post(newsletterUrls.unsubscribe(), unsubscribeRoute);
  },
};
