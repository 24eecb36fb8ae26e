import * as vi from '../../lib/messages/index';
import { accountUrls } from './account-urls';

/** The header's account entry: 'Tài khoản' for a logged-in customer, 'Đăng nhập' for everyone else. */
export function AccountLink({ loggedIn }: { loggedIn: boolean }) {
  return (
    <a href={accountUrls.myAccount()} className={`account-link${loggedIn ? ' account-link--logged-in' : ''}`}>
      {loggedIn ? vi.account.myAccount : vi.account.logIn}
    </a>
  );
}
