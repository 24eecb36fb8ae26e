// The security and reliability suites of issue 6 at full length (tests/security with SECURITY_LONG=1): fuzz
// rounds over every route, the crash suite's kill -9 rounds, 200 concurrent checkouts, the shutdown under load.
// Each suite prints its figures (tried / refused / failed); PostgreSQL too when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

export default async function security() {
  const vitest = new URL('../../node_modules/.bin/vitest', import.meta.url).pathname;
  const result = spawnSync(vitest, ['run', 'tests/security', '--reporter=default'], {
    stdio: 'inherit',
    env: { ...process.env, SECURITY_LONG: '1' },
  });
  if (result.status !== 0) console.log('security suites: FAILED (see above)');
}
