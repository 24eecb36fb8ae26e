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

// A journey that failed once and passed on its retry counts as passed but is named in the summary.
function flakyTitles(suites = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).filter((spec) => spec.tests.some((t) => t.status === 'flaky')).map((spec) => `${spec.file}:${spec.line} ${spec.title}`),
    ...flakyTitles(suite.suites),
  ]);
}

function counts() {
  let passed = 0;
  let failed = 0;
  let flaky = [];
  if (existsSync(vitestReport)) {
    const v = JSON.parse(readFileSync(vitestReport, 'utf8'));
    passed += v.numPassedTests;
    failed += v.numFailedTests;
  }
  if (existsSync(playwrightReport)) {
    const report = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    flaky = flakyTitles(report.suites);
  }
  return { passed, failed, flaky };
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
const { passed, failed, flaky } = counts();
for (const title of flaky) console.log(`flaky (passed on retry): ${title}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
