import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { memoryUpkeep, upkeepStep } from './give-memory-back.server';

// A process that allocates and keeps ~60 MB for a while, lets it go, then idles with fast looks (decision 075).
const busyThenQuiet = `
  const { giveMemoryBack } = await import('./src/app/give-memory-back.server.ts');
  giveMemoryBack({ everyMs: 200, quietBelow: 0.05, busyAtLeastMs: 100 });
  const spell = () => {
    let kept = [];
    const until = Date.now() + 600;
    while (Date.now() < until) { kept.push(new Array(1000).fill(0).map((_, i) => ({ i }))); if (kept.length > 1500) kept = []; }
  };
  await new Promise((done) => setTimeout(() => done(spell()))); // inside the event loop, whose use is what counts
  await new Promise((done) => setTimeout(done, 1500));
`;

function busyThenQuietCollections() {
  const out = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', busyThenQuiet], { encoding: 'utf8' });
  expect(out.status, out.stderr).toBe(0);
  return out.stdout.split('\n').filter((line) => line.includes('"event":"quiet-collection"')).map((line) => JSON.parse(line) as { heapMb: [number, number] });
}

describe('issue 10 target 6: a process collects its garbage once it has gone quiet (decisions 075, 077)', () => {
  it('after a busy spell, one collection gives back most of the heap the spell grew, with no node flag', () => {
    const collections = busyThenQuietCollections();
    expect(collections).toHaveLength(1); // quiet again later, but no work since: no second pause
    const [before, after] = collections[0]!.heapMb;
    expect(after).toBeLessThan(before / 2);
  }, 30_000);

  it('collects only when the loop is quiet and has worked enough since the last one, and trims while serving', () => {
    expect(upkeepStep(0.01, 5_500, memoryUpkeep)).toBe('collect');
    expect(upkeepStep(0.2, 5_500, memoryUpkeep)).toBe('trim'); // shoppers are being served
    expect(upkeepStep(0.2, 100, memoryUpkeep)).toBe('trim');
    expect(upkeepStep(0.01, 1_500, memoryUpkeep)).toBe('rest'); // a quiet shop's polls alone
  });
});
