import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// A process fills glibc's arenas with ~200 MB of small blocks, keeps one in 64 (so the arena's top cannot shrink),
// lets the rest go, and reads its RSS before and after the trim (decision 076), with the allocator settings the
// scripts start the shop with.
const fragmentThenTrim = `
  const { trimMallocArenas } = await import('./src/app/malloc-trim.server.ts');
  const rssMb = () => Math.round(process.memoryUsage().rss / 2 ** 20);
  let blocks = Array.from({ length: 300_000 }, () => Buffer.alloc(600));
  const kept = blocks.filter((_, i) => i % 64 === 0);
  blocks = [];
  gc(); gc();
  await new Promise((done) => setTimeout(done, 300)); // V8 frees array buffers' memory off the main thread
  const before = rssMb();
  const trimmed = trimMallocArenas();
  console.log(JSON.stringify({ before, after: rssMb(), trimmed, kept: kept.length }));
`;

describe('issue 10 target 6: the allocator gives freed memory back (decision 076)', () => {
  it('after small blocks are freed, trimming hands most of their pages back to the system', () => {
    const env = { ...process.env, MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' };
    const out = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', fragmentThenTrim], { encoding: 'utf8', env });
    expect(out.status, out.stderr).toBe(0);
    const { before, after, trimmed } = JSON.parse(out.stdout.trim().split('\n').pop()!) as { before: number; after: number; trimmed: boolean };
    expect(trimmed).toBe(true);
    expect(before - after).toBeGreaterThan(100);
  }, 30_000);
});
