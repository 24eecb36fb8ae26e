import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'page-changes-relay-'));

/** Runs the fixture's primary and two workers; answers what the changer saw when its change was made. */
function changeWithFollowerTaking(followMs: number): { followed: number; waitedMs: number } {
  const env = { ...process.env, DONE_FILE: join(dir, `done-${followMs}`), FOLLOW_MS: String(followMs) };
  const run = spawnSync('node_modules/.bin/tsx', ['tests/integration/fixtures/page-changes-relay.ts'], { env, encoding: 'utf8', timeout: 30_000 });
  return JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}');
}

describe('the page-change relay between workers (decisions 018, 042)', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("a change returns once the other worker has followed it, so that worker's next visitor sees it", () => {
    expect(changeWithFollowerTaking(200)).toMatchObject({ followed: 1 });
  }, 40_000);

  it('a worker that does not follow in time holds the change up half a second at most; its poll follows later', () => {
    const seen = changeWithFollowerTaking(3_000);
    expect(seen.followed).toBe(0);
    expect(seen.waitedMs).toBeGreaterThanOrEqual(500);
    expect(seen.waitedMs).toBeLessThan(2_500);
  }, 40_000);
});
