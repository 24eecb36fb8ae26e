/** Spec 2.1: the accordion's `rel` number names the item open at start, counting from 1; 0, blank or past the end opens none. */
export function itemOpenAtStart(rel: string | null, itemCount: number): number | undefined {
  const n = Number(rel);
  return Number.isInteger(n) && n >= 1 && n <= itemCount ? n - 1 : undefined;
}
