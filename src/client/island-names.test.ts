import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function islandFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.island.tsx'))
    .map((e) => join(e.parentPath, e.name));
}

// The runtime finds an island's chunk by file name, so defineIsland must be given that name (decision 001).
describe('islands', () => {
  const files = [...islandFiles('src/features'), ...islandFiles('src/ui')];
  it('finds the island files', () => expect(files.length).toBeGreaterThan(0));
  it.each(files.map((f) => [f]))('%s declares the name of its file', (file) => {
    const expected = file.slice(file.lastIndexOf('/') + 1).replace('.island.tsx', '');
    const declared = /defineIsland(?:<[^>]*>)?\(\s*'([^']+)'/.exec(readFileSync(file, 'utf8'))?.[1];
    expect(declared).toBe(expected);
  });
});
