import { quickBuy } from '../../lib/contract-names';
import * as vi from '../../lib/messages/index';
import { insertHtml } from '../../client/insert-html';
import { productInfo, quickBuyCall } from './quick-buy-calls.client';
import { selectIds } from './quick-buy-fields';

type AreaItem = { name: string; maqh?: string; xaid?: string };

function fill(select: HTMLSelectElement | null, items: AreaItem[]): void {
  if (!select) return;
  const placeholder = select.options[0];
  select.replaceChildren(...(placeholder ? [placeholder] : []));
  for (const item of items) select.add(new Option(item.name, item.maqh ?? item.xaid ?? ''));
  select.value = '';
}

/** The message in the select's own error line (`role=alert`), or none. */
function say(select: HTMLSelectElement | null, message: string): void {
  const row = select?.closest('.quick-buy-row');
  row?.classList.toggle('has-error', !!message);
  const line = row?.querySelector('.quick-buy-error');
  if (line) line.textContent = message;
}

/**
 * Spec 4.4: a province change loads its districts (three tiers) or wards (two), a district change its wards;
 * each also reloads the area's shipping options for this line. Calls `changed` once the form is redrawn. A list
 * that could not be had says why by its select, keeps the choices above it, and is asked again when the shopper
 * comes back to that select (decision 093).
 */
export function wireAreas(form: HTMLFormElement, changed: () => void): { reloadShipping: () => void } {
  const select = (id: string) => form.querySelector<HTMLSelectElement>(`select#${id}`);
  const province = select(selectIds.province);
  const district = select(selectIds.district);
  const ward = select(selectIds.ward);
  const shipping = form.querySelector('.quick-buy-shipping');
  let latest = 0;
  let failed: { getvalue: '1' | '2'; target: HTMLSelectElement | null } | null = null;
  const forgetFailure = () => {
    if (failed) say(failed.target ?? province, '');
    failed = null;
  };

  const load = async (getvalue: '1' | '2', target: HTMLSelectElement | null) => {
    const request = ++latest;
    const fields = { matp: province?.value ?? '', maqh: district?.value ?? '', getvalue, nonce: String(new FormData(form).get('prod_nonce') ?? ''), prod_id: form.dataset.prodId ?? '', product_info: productInfo(form) };
    target?.setAttribute('aria-busy', 'true');
    const answer = await quickBuyCall<{ list_district?: AreaItem[]; shipping?: string }>(quickBuy.areasAction, fields);
    target?.removeAttribute('aria-busy');
    if (request !== latest) return;
    forgetFailure();
    if (!answer?.success) {
      failed = { getvalue, target };
      return say(target ?? province, typeof answer?.data === 'string' ? answer.data : vi.address.unitsUnavailable);
    }
    if (target) fill(target, answer.data.list_district ?? []);
    if (shipping && answer.data.shipping !== undefined) insertHtml(shipping, answer.data.shipping, 'inner');
    changed();
  };

  province?.addEventListener('change', () => {
    fill(ward, []);
    if (district) fill(district, []);
    if (province.value) void load(district ? '1' : '2', district ?? ward);
    else {
      forgetFailure();
      changed();
    }
  });
  district?.addEventListener('change', () => {
    fill(ward, []);
    if (district.value) void load('2', ward);
  });
  form.addEventListener('focusin', (event) => {
    if (failed && event.target === (failed.target ?? province)) void load(failed.getvalue, failed.target);
  });
  return { reloadShipping: () => void (province?.value && shipping ? load(district ? '1' : '2', null) : undefined) };
}
