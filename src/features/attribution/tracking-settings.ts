/**
 * Spec 9.2 and contract.md: the attribution cookies live 0.00001 months (sourcebuster turns months into
 * minutes at 30 days a month, so about 26 seconds: the configured value, kept as given) and the session
 * cookie 30 minutes, both renewed on every page view.
 */
export const trackingSettings = { lifetimeMonths: 0.00001, sessionMinutes: 30 };

export const monthsToMs = (months: number) => months * 30 * 24 * 60 * 60_000;
export const minutesToMs = (minutes: number) => minutes * 60_000;

/** Every cookie the attribution tracking writes; all are deleted when tracking is not allowed. */
export const sbjsCookies = ['sbjs_migrations', 'sbjs_current_add', 'sbjs_first_add', 'sbjs_current', 'sbjs_first', 'sbjs_udata', 'sbjs_session', 'sbjs_promo'] as const;
export type SbjsCookieName = (typeof sbjsCookies)[number];
