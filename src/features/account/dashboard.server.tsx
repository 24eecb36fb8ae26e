import type { ReactNode } from 'react';
import * as vi from '../../lib/messages/index';
import type { OrderSummary } from '../orders/index.server';
import { accountUrls } from './account-urls';
import { OrdersTable } from './orders-table.server';

export interface Customer {
  displayName: string;
  email: string;
}

/** The logged-in my-account layout: navigation beside the content. */
export function AccountLayout({ logOutNonce, children }: { logOutNonce: string; children: ReactNode }) {
  return (
    <div className="account-layout">
      <nav className="woocommerce-MyAccount-navigation" aria-label={vi.account.myAccount}>
        <ul>
          <li className="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--orders">
            <a href={accountUrls.myAccount()}>{vi.account.orders}</a>
          </li>
          <li className="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--customer-logout">
            <a href={accountUrls.logOutLink(logOutNonce)}>{vi.account.logOut}</a>
          </li>
        </ul>
      </nav>
      <div className="woocommerce-MyAccount-content">{children}</div>
    </div>
  );
}

/** The dashboard: a greeting with a way out, then the customer's orders. */
export function Dashboard({ customer, orders, logOutNonce }: { customer: Customer; orders: OrderSummary[]; logOutNonce: string }) {
  return (
    <AccountLayout logOutNonce={logOutNonce}>
      <p className="account-greeting">
        {vi.account.hello(customer.displayName || customer.email)} ({vi.account.notYou} <a href={accountUrls.logOutLink(logOutNonce)}>{vi.account.logOut}</a>)
      </p>
      <h2>{vi.account.orders}</h2>
      <OrdersTable orders={orders} />
    </AccountLayout>
  );
}
