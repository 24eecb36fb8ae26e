// A fixed "now" for the demo shop, so dates (and the order they give) are the same on every run.
const demoNow = Date.parse('2026-11-15T09:00:00.000Z');
const hour = 3_600_000;

/** An ISO time the given number of hours before the demo shop's "now". */
export function hoursAgo(hours: number): string {
  return new Date(demoNow - hours * hour).toISOString();
}

export function daysAgo(days: number, hourOfDay = 0): string {
  return hoursAgo(days * 24 - hourOfDay);
}
