import type { Feature } from '../../server/shop.server';
import { logInRoute, logOutRoute, myAccountRoute, orderRoute, registerRoute } from './routes.server';
import { accountUrls } from './account-urls';
import { registerRestUserRoutes } from './rest-user.server';
import { guardCustomerOrder } from './order-link-guard.server';
import { orderReceivedPath } from '../orders/index.server';

export { AccountLink } from './account-link.server';
export { currentUserId } from './current-user.server';
export { currentStaffId, staffRoleOf, type StaffRole } from './staff.server';
export { userMeta } from './user-meta.server';

/** Customer accounts (decision 015): log in, register, log out, my-account with its orders; staff (issue 13); the REST user. */
export const accountFeature: Feature = {
  name: 'account',
  register(routes) {
    const home = accountUrls.myAccount();
    routes.pages.get(home, myAccountRoute);
    routes.pages.get(home.replace(/\/$/, ''), (c) => c.redirect(home + new URL(c.req.url).search, 301));
    routes.pages.post(accountUrls.logIn(), logInRoute);
    routes.pages.post(accountUrls.register(), registerRoute);
    routes.pages.on(['GET', 'POST'], accountUrls.logOut(), logOutRoute);
    routes.pages.get(`${home}don-hang/:number/`, orderRoute);
    registerRestUserRoutes(routes.rest);
    routes.pages.use(orderReceivedPath, guardCustomerOrder);
    // The forms' addresses, opened directly, lead to the forms.
    routes.pages.get(accountUrls.logIn(), (c) => c.redirect(home, 302));
    routes.pages.get(accountUrls.register(), (c) => c.redirect(home, 302));
  },
};
