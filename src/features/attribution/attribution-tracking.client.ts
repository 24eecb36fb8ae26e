import { readCookies } from '../../client/cookies';
import { shop } from '../../lib/contract-names';
import { attributionFields } from './fields';
import { trackPageView } from './page-view.client';
import { parseSbjs } from './sbjs-format.client';
import { minutesToMs, monthsToMs, sbjsCookies, trackingSettings } from './tracking-settings';

/** The ecosystem's global: a shop may preset `params` and turns tracking off with `setOrderTracking(false)`. */
interface OrderAttributionGlobal {
  params?: { lifetime?: number; session?: number; allowTracking?: boolean };
  setOrderTracking?: (allow: boolean) => void;
}
declare global {
  interface Window {
    wc_order_attribution?: OrderAttributionGlobal;
  }
}

let allowed = true;

const readJar = () => readCookies('sbjs_');

function track(): void {
  const params = window.wc_order_attribution?.params;
  const written = trackPageView(readJar(), { url: location.href, referrer: document.referrer, userAgent: navigator.userAgent, now: new Date() });
  for (const [name, value] of Object.entries(written)) {
    const ms = name === 'sbjs_session' ? minutesToMs(params?.session ?? trackingSettings.sessionMinutes) : monthsToMs(params?.lifetime ?? trackingSettings.lifetimeMonths);
    document.cookie = `${name}=${encodeURIComponent(value)}; expires=${new Date(Date.now() + ms).toUTCString()}; path=/; SameSite=Lax`;
  }
}

/** Contract.md: each `wc_order_attribution_<field>` input (rendered by the server) gets its sourcebuster value, or '' when tracking is off. */
function fill(element: Element): void {
  const jar = allowed ? readJar() : {};
  for (const [field, [cookie, key]] of Object.entries(attributionFields)) {
    const input = element.querySelector<HTMLInputElement>(`input[name="${shop.attributionPrefix + field}"]`);
    if (input) input.value = parseSbjs(jar[`sbjs_${cookie}`])?.[key] ?? '';
  }
}

/** Spec 4.7: when tracking is not allowed the attribution cookies are deleted and the inputs emptied. */
function setOrderTracking(allow: boolean): void {
  if (allow && !allowed) track();
  if (!allow) for (const name of sbjsCookies) document.cookie = `${name}=; max-age=0; path=/`;
  allowed = allow;
  document.querySelectorAll('wc-order-attribution-inputs').forEach(fill);
}

/** Counts this page view, then defines `<wc-order-attribution-inputs>`, which fills itself when connected. */
export function startAttributionTracking(): void {
  const global = (window.wc_order_attribution ??= {});
  const preset = global.params?.allowTracking;
  global.setOrderTracking = setOrderTracking;
  if (preset === false) setOrderTracking(false);
  else track();
  customElements.define(
    'wc-order-attribution-inputs',
    class extends HTMLElement {
      connectedCallback() {
        fill(this);
      }
    },
  );
}
