// The security suites run short in `npm test` and long in `npm run bench -- security` (SECURITY_LONG=1).
export const long = process.env.SECURITY_LONG === '1';

/** `short` in npm test, `longer` in the bench. */
export const scaled = (short: number, longer: number): number => (long ? longer : short);

/** A small seeded generator, so a failing run can be repeated with the same inputs (SECURITY_SEED). */
export function seeded(seed = Number(process.env.SECURITY_SEED ?? 6)): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

/** The origin H6a's same-origin check expects on state-changing requests (app.request's default host). */
export const sameOrigin = { origin: 'http://localhost' };
