import type { Context, Hono } from 'hono';
import type { ReactNode } from 'react';
import type { Database } from '../db/index.server';
import type { Config } from '../lib/config.server';
import type { ShopSettings } from '../settings/groups.server';

/** What every feature is given: the database, the configuration and the shop's settings. */
export interface ShopDeps {
  database: Database;
  config: Config;
  settings: () => Promise<ShopSettings>;
}

/** What surrounds a page's content: the site chrome, which the assembly gives (src/app/page-frame.server.tsx). */
export interface PageFrame {
  /** Part of the head's first script, run before the page paints; '' for none. */
  headScript: string;
  /** Globals the frame's widgets read (contract.md "Client settings"), printed with the page's settings. */
  settings?: Record<string, object>;
  /** Drawn for staff: `can_edit_pages` is set and no cache may keep the page. */
  staff?: boolean;
  body(content: ReactNode): ReactNode;
}

export type AppEnv = { Variables: { deps: ShopDeps; pageFrame: (c: ShopContext) => Promise<PageFrame>; pageCacheMark?: number; keptByNoOne?: true } };
export type ShopContext = Context<AppEnv>;

/** A contract call: flat form/query input in, a Response out. */
export type ActionHandler = (input: URLSearchParams, c: ShopContext) => Response | Promise<Response>;

/**
 * A router's actions. `on` registers a change: POST only (decision 020). `read` registers a call that changes
 * nothing, which the ecosystem's scripts may also send by GET.
 */
export class ActionRegistry {
  private readonly handlers = new Map<string, { handler: ActionHandler; reads: boolean }>();
  on(name: string, handler: ActionHandler): void {
    this.add(name, handler, false);
  }
  read(name: string, handler: ActionHandler): void {
    this.add(name, handler, true);
  }
  get(name: string | null | undefined): ActionHandler | undefined {
    return name ? this.handlers.get(name)?.handler : undefined;
  }
  /** Whether the action may be called by GET: only a registered read. */
  allowsGet(name: string | null | undefined): boolean {
    return name ? (this.handlers.get(name)?.reads ?? false) : false;
  }
  private add(name: string, handler: ActionHandler, reads: boolean): void {
    if (this.handlers.has(name)) throw new Error(`action ${name} registered twice`);
    this.handlers.set(name, { handler, reads });
  }
  /** Every registered name, for suites that must reach every action (tests/security). */
  names(): string[] {
    return [...this.handlers.keys()];
  }
}

/** The routers a feature registers on; none of them knows any feature. */
export interface ShopRoutes {
  adminAjax: ActionRegistry; // /wp-admin/admin-ajax.php?action=
  shopAjax: ActionRegistry; // /?wc-ajax=
  rest: Hono<AppEnv>; // /wp-json/…
  pages: Hono<AppEnv>; // server-rendered pages and other plain routes
}

export interface Feature {
  name: string;
  register(routes: ShopRoutes, deps: ShopDeps): void;
}
