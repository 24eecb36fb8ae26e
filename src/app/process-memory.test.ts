import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mallocDefaults, v8MemoryFlags, workerExecArgv, workerMemoryEnv } from './process-memory.server';

const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;

describe('issue 10 target 6: the memory settings a serving process starts with (decision 061)', () => {
  it.each(['start', 'serve'])('npm run %s passes the same malloc defaults and V8 memory flags as the cluster primary', (name) => {
    for (const [variable, value] of Object.entries(mallocDefaults)) expect(scripts[name]).toContain(`${variable}=\${${variable}:-${value}}`);
    expect(scripts[name]).toMatch(new RegExp(`node ${v8MemoryFlags.join(' ')} .*dist/server/main\\.js`));
  });

  it('a worker keeps what the operator set and gets the defaults for the rest', () => {
    expect(workerMemoryEnv({ MALLOC_ARENA_MAX: '4' })).toEqual({ ...mallocDefaults, MALLOC_ARENA_MAX: '4' });
    expect(workerMemoryEnv({})).toEqual(mallocDefaults);
  });

  it("a worker runs with the primary's node flags plus each V8 memory flag the primary was not given", () => {
    expect(workerExecArgv(['--import', 'x.mjs'])).toEqual(['--import', 'x.mjs', ...v8MemoryFlags]);
    expect(workerExecArgv(['--max-semi-space-size=8'])).toEqual(['--max-semi-space-size=8', '--heap-growing-percent=100']);
    expect(workerExecArgv(['--heap-growing-percent=30', '--max-semi-space-size=8'])).toEqual(['--heap-growing-percent=30', '--max-semi-space-size=8']);
  });
});
