import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { violations } from '../tests/support/import-graph';

// The dependency rules of docs/architecture.md, checked on every import of src/ (tests excepted).
describe('boundaries', () => {
  it('every import of the shop keeps the rules', () => {
    expect(violations()).toEqual([]);
  });

  describe('on a tree that breaks each rule once', () => {
    const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const write = (files: Record<string, string>) => {
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      }
    };
    write({
      'src/lib/money.ts': 'export const dong = 1;\n',
      'src/db/index.server.ts': "import { cartFeature } from '../features/cart/index.server';\nexport const db = cartFeature;\n",
      'src/features/cart/index.server.ts': "import { readFileSync } from 'node:fs';\nexport const cartFeature = readFileSync;\n",
      'src/features/cart/lines.server.ts': "import { wish } from '../wishlist/index.server';\nexport const lines = wish;\n",
      'src/features/cart/badge.ts': "import { lines } from './lines.server';\nimport { start } from './start.client';\nexport const badge = [lines, start];\n",
      'src/features/cart/start.client.ts': "import { readFileSync } from 'node:fs';\nexport const start = readFileSync;\n",
      'src/features/cart/types.ts': "import type { lines } from './lines.server';\nexport type Lines = typeof lines;\n",
      'src/features/wishlist/index.server.ts': "import { lines } from '../cart/lines.server';\nexport const wish = lines;\n",
      'src/server/render.server.ts': "import { wish } from '../features/wishlist/index.server';\nexport const render = wish;\n",
    });
    const found = violations(root).map((v) => `${v.rule}: ${v.from} → ${v.to}`);

    it('finds a file importing another feature\'s internals', () => {
      expect(found).toContain('into a feature only through its index: src/features/wishlist/index.server.ts → src/features/cart/lines.server.ts');
    });
    it('finds db/ importing a feature', () => {
      expect(found).toContain('db imports only db and lib: src/db/index.server.ts → src/features/cart/index.server.ts');
    });
    it('finds browser and shared code importing server code, and shared code importing browser code', () => {
      expect(found).toContain('browser code imports no server code: src/features/cart/badge.ts → src/features/cart/lines.server.ts');
      expect(found).toContain('browser code imports no server code: src/features/cart/start.client.ts → node:fs');
      expect(found).toContain('server and shared code import no browser code: src/features/cart/badge.ts → src/features/cart/start.client.ts');
      expect(found.filter((v) => v.includes('src/features/cart/types.ts'))).toEqual([]);
    });
    it('finds a layer importing one above it, and folders importing each other in a circle', () => {
      expect(found).toContain('layers import only the layers below them: src/server/render.server.ts → src/features/wishlist/index.server.ts');
      expect(found).toContain('no circle between features, flows and folders: src/features/cart/lines.server.ts → src/features/wishlist/index.server.ts');
      expect(found).toContain('no circle between features, flows and folders: src/features/wishlist/index.server.ts → src/features/cart/lines.server.ts');
    });
  });
});
