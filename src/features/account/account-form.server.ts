import { requestInput } from '../../server/request.server';
import type { ShopContext } from '../../server/shop.server';

// The account forms are a few short fields; anything bigger is refused whole.
const maxFormBytes = 16 * 1024;

/** The posted form, or undefined when it is too big to be one of ours (declared or as read). */
export async function readAccountForm(c: ShopContext): Promise<URLSearchParams | undefined> {
  if (Number(c.req.header('content-length') ?? 0) > maxFormBytes) return undefined;
  const input = await requestInput(c);
  const size = [...input].reduce((n, [name, value]) => n + name.length + value.length, 0);
  return size > maxFormBytes ? undefined : input;
}
