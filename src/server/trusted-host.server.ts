import type { MiddlewareHandler } from 'hono';
import type { Config } from '../lib/config.server';
import * as vi from '../lib/messages/index';
import { requestUrl } from './request-url.server';
import { doorError } from './rest/errors.server';
import type { AppEnv, ShopContext } from './shop.server';

type Scheme = 'http:' | 'https:';

/** What one request's origin is drawn from, before the configuration chooses between them (decision 021). */
export interface OriginSources {
  /** The Host header as sent (port included), lower-cased; the URL's host only for a request made without one. */
  host: string;
  /** The scheme of the request's URL: an absolute-form target (`GET https://…`) sets it. */
  scheme: Scheme;
  /** The proxy's first `X-Forwarded-Proto` value when it is `http` or `https`, believed only with TRUST_PROXY=1. */
  forwarded: Scheme | undefined;
}

function forwardedScheme(header: string | undefined): Scheme | undefined {
  const first = header?.split(',')[0]?.trim().toLowerCase();
  return first === 'https' || first === 'http' ? `${first}:` : undefined;
}

/**
 * The sources of a request's origin from its raw parts; the page cache's key is built from the same (decision 049),
 * so two requests sharing a kept page draw the same origin under any configuration.
 */
export function originSources(host: string, url: string, forwardedProto: string | undefined): OriginSources {
  // The scheme leads the URL: read without parsing it.
  return { host: host.toLowerCase(), scheme: /^https:/i.test(url) ? 'https:' : 'http:', forwarded: forwardedScheme(forwardedProto) };
}

export const requestOriginSources = (c: ShopContext): OriginSources =>
  originSources(c.req.header('host') ?? requestUrl(c).host, c.req.url, c.req.header('x-forwarded-proto'));

const protocolOf = (config: Config, sources: OriginSources): Scheme => (config.trustProxy && sources.forwarded) || sources.scheme;

/** The scheme the visitor used: the request's, or with TRUST_PROXY=1 the one the proxy saw (`X-Forwarded-Proto`). */
export const requestProtocol = (c: ShopContext): Scheme => protocolOf(c.get('deps').config, requestOriginSources(c));

const requestHost = (c: ShopContext) => requestOriginSources(c).host;

/** The name without its port: `shop.vn:8080` → `shop.vn`, `[::1]:3000` → `[::1]`. */
export function hostName(host: string): string {
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');
}

// A name or bracketed IPv6 address and a port, nothing else: two Host headers arrive joined ("shop.vn, @evil.com"),
// and a URL built on that would lead to evil.com. The port is written as browsers write it: no leading zero.
const hostShape = /^(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::([1-9]\d{0,4}))?$/i;

/** One host a URL can be built on: a name or bracketed address, and a port from 1 to 65535 if any (decision 100). */
export function isWellFormedHost(host: string): boolean {
  const shape = hostShape.exec(host);
  return shape !== null && (shape[1] === undefined || Number(shape[1]) <= 65535);
}

export function isAllowedHost(config: Config, host: string): boolean {
  return isWellFormedHost(host) && config.allowedHosts.includes(hostName(host.toLowerCase()));
}

/**
 * The shop's own origin, never taken from an untrusted Host (decision 021): PUBLIC_URL when set; otherwise the
 * request's Host, which `refuseUnknownHost` has checked against ALLOWED_HOSTS, with the scheme the visitor used.
 */
function originFrom(config: Config, sources: OriginSources): string {
  return config.publicUrl ?? `${protocolOf(config, sources)}//${sources.host}`;
}

export const siteOriginOf = (c: ShopContext): string => originFrom(c.get('deps').config, requestOriginSources(c));

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

/** The 400 for a Host the shop does not answer to, in the shape of the path asked (decision 041). */
export const wrongHostAnswer = (path: string) => doorError(path, 400, 'rest_invalid_host', vi.security.wrongHost);

/**
 * A Host no URL can be built on gets 400, and without PUBLIC_URL so does one outside ALLOWED_HOSTS, before
 * anything is built from it; health checks pass.
 */
export const refuseUnknownHost: MiddlewareHandler<AppEnv> = async (c, next) => {
  const config = c.get('deps').config;
  const host = requestHost(c);
  if (c.req.path === '/healthz' || (config.publicUrl ? isWellFormedHost(host) : isAllowedHost(config, host))) return next();
  const { type, body } = wrongHostAnswer(c.req.path);
  return c.body(body, 400, { 'Content-Type': type, 'Cache-Control': 'no-store' });
};
