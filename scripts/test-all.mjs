// `npm test`: typecheck and spec map, unit and integration tests (both databases when TEST_DATABASE_URL is
// set), the build, then the browser journeys. Stops at the first failing stage; ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'test-reports-'));
const vitestReport = join(reports, 'vitest.json');
const playwrightReport = join(reports, 'playwright.json');

const stages = [
  ['typecheck', 'tsc', ['--noEmit']],
  ['spec-to-test map is current', 'node', ['scripts/spec-map.mjs', '--check']],
  ['unit and integration', 'vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]],
  ['build', 'npm', ['run', 'build', '--silent']],
  ['browser journeys', 'playwright', ['test', '--reporter=list,json']],
];

function counts() {
  let passed = 0;
  let failed = 0;
  if (existsSync(vitestReport)) {
    const v = JSON.parse(readFileSync(vitestReport, 'utf8'));
    passed += v.numPassedTests;
    failed += v.numFailedTests;
  }
  if (existsSync(playwrightReport)) {
    const p = JSON.parse(readFileSync(playwrightReport, 'utf8')).stats;
    passed += p.expected;
    failed += p.unexpected + p.flaky;
  }
  return { passed, failed };
}

for (const [name, cmd, args] of stages) {
  console.log(`\n=== ${name} ===`);
  const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport };
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    const { passed, failed } = counts();
    console.log(`\nstage '${name}' failed`);
    console.log(`tests: ${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(1);
  }
}
const { passed, failed } = counts();
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
