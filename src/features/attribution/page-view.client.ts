import { parseSbjs, sbjsDate, serializeSbjs } from './sbjs-format.client';
import { newTrafficSource, none } from './source-rules';
import type { SbjsCookieName } from './tracking-settings';

export interface PageView {
  url: string;
  referrer: string;
  userAgent: string;
  now: Date;
}

export type SbjsJar = Partial<Record<SbjsCookieName, string>>;
// sourcebuster's one cookie-format migration, recorded as done.
const migrationsDone = '1418474375998=1';

// A count sourcebuster could have written (1 or more, as the server keeps it); anything else, forged or broken, is 1.
const count = (value: string | undefined) => (/^[1-9]\d{0,8}$/.test(value ?? '') ? Number(value) : 1);

/**
 * The sourcebuster cookies after one page view (spec 4.7): the traffic source with the entry it started on,
 * the first source ever, the visit count (up when there is no session cookie) and the page count of the
 * session (up on each page within it).
 */
export function trackPageView(jar: SbjsJar, view: PageView): Required<Omit<SbjsJar, 'sbjs_promo'>> {
  const hasSession = jar.sbjs_session !== undefined;
  const fresh = newTrafficSource(new URL(view.url), view.referrer, hasSession, jar.sbjs_current !== undefined);
  const entry = serializeSbjs({ fd: sbjsDate(view.now), ep: view.url, rf: view.referrer || none });
  const current = fresh ? serializeSbjs(fresh) : (jar.sbjs_current as string);
  const currentAdd = fresh ? entry : jar.sbjs_current_add ?? entry;
  const visits = jar.sbjs_udata === undefined ? 1 : count(parseSbjs(jar.sbjs_udata)?.vst) + (hasSession ? 0 : 1);
  const pages = hasSession ? count(parseSbjs(jar.sbjs_session)?.pgs) + 1 : 1;
  return {
    sbjs_migrations: migrationsDone,
    sbjs_current: current,
    sbjs_current_add: currentAdd,
    sbjs_first: jar.sbjs_first ?? current,
    sbjs_first_add: jar.sbjs_first_add ?? currentAdd,
    sbjs_udata: serializeSbjs({ vst: String(visits), uip: none, uag: view.userAgent }),
    sbjs_session: serializeSbjs({ pgs: String(pages), cpg: view.url }),
  };
}
