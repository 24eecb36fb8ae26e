import { quickBuy } from '../../lib/contract-names';
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

/**
 * Spec 4.4: a province change loads its districts (three tiers) or wards (two), a district change its wards;
 * each also reloads the area's shipping options for this line. Calls `changed` once the form is redrawn.
 */
export function wireAreas(form: HTMLFormElement, changed: () => void): { reloadShipping: () => void } {
  const select = (id: string) => form.querySelector<HTMLSelectElement>(`select#${id}`);
  const province = select(selectIds.province);
  const district = select(selectIds.district);
  const ward = select(selectIds.ward);
  const shipping = form.querySelector('.quick-buy-shipping');
  let latest = 0;

  const load = async (getvalue: '1' | '2', target: HTMLSelectElement | null) => {
    const request = ++latest;
    const fields = { matp: province?.value ?? '', maqh: district?.value ?? '', getvalue, nonce: String(new FormData(form).get('prod_nonce') ?? ''), prod_id: form.dataset.prodId ?? '', product_info: productInfo(form) };
    target?.setAttribute('aria-busy', 'true');
    const answer = await quickBuyCall<{ list_district?: AreaItem[]; shipping?: string }>(quickBuy.areasAction, fields);
    target?.removeAttribute('aria-busy');
    if (request !== latest || !answer?.success) return;
    if (target) fill(target, answer.data.list_district ?? []);
    if (shipping && answer.data.shipping !== undefined) insertHtml(shipping, answer.data.shipping, 'inner');
    changed();
  };

  province?.addEventListener('change', () => {
    fill(ward, []);
    if (district) fill(district, []);
    if (province.value) void load(district ? '1' : '2', district ?? ward);
    else changed();
  });
  district?.addEventListener('change', () => {
    fill(ward, []);
    if (district.value) void load('2', ward);
  });
  return { reloadShipping: () => void (province?.value && shipping ? load(district ? '1' : '2', null) : undefined) };
}
