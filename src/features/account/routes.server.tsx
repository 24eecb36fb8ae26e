import * as vi from '../../lib/messages/index';
import { createNonce, verifyNonce } from '../../server/nonce.server';
import { readSession } from '../../server/session.server';
import { addNotice } from '../../server/notices.server';
import type { ShopContext } from '../../server/shop.server';
import { listOrdersForUser, loadOrderForUser } from '../orders/index.server';
import { readAccountForm } from './account-form.server';
import { checkLogin, checkRegistration } from './account-input.server';
import { loginPage, renderAccountPage } from './page.server';
import { authenticate, findCustomer, register } from './service.server';
import { logIn, logOut } from './account-session.server';
import { accountNonces, accountUrls } from './account-urls';
import { limitAddress } from '../../server/client-address.server';
import { addressLimits, takeFromLimit } from '../../server/rate-limit.server';
import { isKnownDevice, rememberDevice } from './known-device.server';
import { currentUserId } from './current-user.server';
import { askToSubscribe, optInField } from '../newsletter/index.server';
import { log } from '../../server/log.server';
import { siteOrigin } from '../../server/request.server';
import { AccountLayout, Dashboard } from './dashboard.server';
import { OrderView } from './order-view.server';

const db = (c: ShopContext) => c.get('deps').database.db;
const toMyAccount = (c: ShopContext) => c.redirect(accountUrls.myAccount(), 303);
const tooLarge = (c: ShopContext) => loginPage(c, { errors: [vi.account.tooLarge], status: 413 });

async function currentCustomer(c: ShopContext) {
  const userId = await currentUserId(c);
  return userId === null ? undefined : findCustomer(db(c), userId);
}

/** GET /tai-khoan/: the dashboard with the customer's orders, or the login and register forms. */
export async function myAccountRoute(c: ShopContext): Promise<Response> {
  const customer = await currentCustomer(c);
  if (!customer) return loginPage(c);
  const [orders, logOutNonce] = await Promise.all([listOrdersForUser(db(c), customer.id), createNonce(c, accountNonces.logOut)]);
  return renderAccountPage(c, <Dashboard customer={{ displayName: customer.display_name, email: customer.email }} orders={orders} logOutNonce={logOutNonce} />);
}

/** POST /tai-khoan/dang-nhap/: within the login limits, a right e-mail and password log in on a new session. */
export async function logInRoute(c: ShopContext): Promise<Response> {
  const input = await readAccountForm(c);
  if (!input) return tooLarge(c);
  if (!(await verifyNonce(c, accountNonces.logIn, input.get('woocommerce-login-nonce')))) return loginPage(c, { errors: [vi.account.formExpired], status: 403 });
  const checked = checkLogin(input);
  if (!checked.ok) return loginPage(c, { errors: checked.errors, loginEmail: checked.email, status: 400 });
  const email = checked.value.username;
  const result = await authenticate(db(c), checked.value, limitAddress(c), isKnownDevice(c, email));
  if (!result.ok && result.reason === 'wrong') return loginPage(c, { errors: [vi.account.wrongLogin], loginEmail: email, status: 400 });
  if (!result.ok) {
    const refused = await loginPage(c, { errors: [vi.account.tooManyAttempts], loginEmail: email, status: 429 });
    refused.headers.set('Retry-After', String(Math.ceil(result.retryAfterMs / 1000)));
    return refused;
  }
  await logIn(c, result.userId);
  rememberDevice(c, email);
  return toMyAccount(c);
}

/** POST /tai-khoan/dang-ky/: opens the account and logs it in at once. */
export async function registerRoute(c: ShopContext): Promise<Response> {
  const input = await readAccountForm(c);
  if (!input) return tooLarge(c);
  const typed = { email: (input.get('email') ?? '').trim().slice(0, 254), displayName: (input.get('display_name') ?? '').slice(0, 100), phone: (input.get('phone') ?? '').slice(0, 20), newsletter: input.has(optInField) };
  if (!(await verifyNonce(c, accountNonces.register, input.get('woocommerce-register-nonce')))) return loginPage(c, { errors: [vi.account.formExpired], register: typed, status: 403 });
  const checked = checkRegistration(input);
  if (!checked.ok) return loginPage(c, { errors: checked.errors, register: typed, status: 400 });
  const address = limitAddress(c);
  if (!(await takeFromLimit(db(c), addressLimits(c.get('deps').config).signUps, address))) return loginPage(c, { errors: [vi.account.tooManySignUps], register: typed, status: 429 });
  const result = await register(db(c), checked.value);
  if (!result.ok) return loginPage(c, { errors: [vi.account.emailTaken], register: typed, status: 400 });
  await logIn(c, result.userId);
  rememberDevice(c, checked.value.email);
  await addNotice(c, { kind: 'success', text: vi.account.welcome(checked.value.display_name) });
  // The box ticked: the account's e-mail is asked to confirm (decision 043); a refusal never touches the account.
  if (typed.newsletter) await askToSubscribe(c.get('deps'), checked.value.email, 'register', siteOrigin(c)).catch((error) => log.error('newsletter-register', error));
  return toMyAccount(c);
}

/** GET (the ecosystem's link) or POST /tai-khoan/dang-xuat/ with the nonce; without it, the shopper is asked first. */
export async function logOutRoute(c: ShopContext): Promise<Response> {
  const session = await readSession(c);
  if (session?.user_id == null) return toMyAccount(c);
  const input = await readAccountForm(c);
  if (input && (await verifyNonce(c, accountNonces.logOut, input.get('_wpnonce')))) {
    await logOut(c);
    return toMyAccount(c);
  }
  const nonce = await createNonce(c, accountNonces.logOut);
  return renderAccountPage(
    c,
    <form className="logout-confirm" method="post" action={accountUrls.logOut()}>
      <p>{vi.account.confirmLogOut}</p>
      <input type="hidden" name="_wpnonce" value={nonce} />
      <button type="submit" className="button">{vi.account.logOut}</button>
    </form>,
    { title: vi.account.logOut, status: 403 },
  );
}

/** The shop's 404, drawn for this customer (their header, their cart): kept by no browser or proxy either. */
async function notFoundForCustomer(c: ShopContext): Promise<Response> {
  const missing = await c.notFound();
  missing.headers.set('Cache-Control', 'private, no-store');
  return missing;
}

const orderNumberPattern = /^[A-Za-z0-9-]{1,40}$/;

/** GET /tai-khoan/don-hang/:number/: one of the customer's own orders; anyone else's is not found. */
export async function orderRoute(c: ShopContext): Promise<Response> {
  const userId = await currentUserId(c);
  if (userId === null) return toMyAccount(c);
  const number = c.req.param('number') ?? '';
  const order = orderNumberPattern.test(number) ? await loadOrderForUser(db(c), userId, number) : undefined;
  if (!order) return notFoundForCustomer(c);
  const logOutNonce = await createNonce(c, accountNonces.logOut);
  return renderAccountPage(c, <AccountLayout logOutNonce={logOutNonce}><OrderView order={order} /></AccountLayout>, { title: vi.account.orderTitle(order.number) });
}
