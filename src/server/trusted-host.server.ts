import type { MiddlewareHandler } from 'hono';
import type { Config } from '../lib/config.server';
import * as vi from '../lib/messages/index';
import { requestUrl } from './request-url.server';
import type { AppEnv, ShopContext } from './shop.server';

/**
 * The shop's own origin, never taken from an untrusted Host (decision 021): PUBLIC_URL when set; otherwise the
 * request's Host, which `refuseUnknownHost` has checked against ALLOWED_HOSTS, with the scheme the proxy saw
 * (`X-Forwarded-Proto`, believed only with TRUST_PROXY=1).
 */
export function requestProtocol(c: ShopContext): 'http:' | 'https:' {
  if (c.get('deps').config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    if (forwarded === 'https' || forwarded === 'http') return `${forwarded}:`;
  }
  // The scheme leads the URL: read without parsing it.
  return /^https:/i.test(c.req.url) ? 'https:' : 'http:';
}

const requestHost = (c: ShopContext) => (c.req.header('host') ?? requestUrl(c).host).toLowerCase();

/** The name without its port: `shop.vn:8080` → `shop.vn`, `[::1]:3000` → `[::1]`. */
export function hostName(host: string): string {
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');
}

export function isAllowedHost(config: Config, host: string): boolean {
  return config.allowedHosts.includes(hostName(host.toLowerCase()));
}

export function siteOriginOf(c: ShopContext): string {
  return c.get('deps').config.publicUrl ?? `${requestProtocol(c)}//${requestHost(c)}`;
}

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin of links made with no request at hand (the reminder e-mails): PUBLIC_URL, else https on the first
 * allowed host that is not this machine, else this machine on the shop's port (a shop tried out locally).
 */
export function configuredOrigin(config: Config): string {
  if (config.publicUrl) return config.publicUrl;
  const host = config.allowedHosts.find((name) => !loopback.has(name));
  return host ? `https://${host}` : `http://localhost:${config.port}`;
}

/** Without PUBLIC_URL, a Host outside ALLOWED_HOSTS gets 400 before anything is built from it; health checks pass. */
export const refuseUnknownHost: MiddlewareHandler<AppEnv> = async (c, next) => {
  const config = c.get('deps').config;
  if (config.publicUrl || c.req.path === '/healthz' || isAllowedHost(config, requestHost(c))) return next();
  c.header('Cache-Control', 'no-store');
  return c.text(vi.security.wrongHost, 400);
};
