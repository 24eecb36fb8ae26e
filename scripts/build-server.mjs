// Bundles the server into <dist>/server/main.js (dist by default, or the first argument);
// packages stay external and load from node_modules.
import { build } from 'esbuild';

const dist = process.argv[2] ?? 'dist';
await build({
  entryPoints: ['src/app/main.server.ts'],
  outfile: `${dist}/server/main.js`,
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: true,
  logLevel: 'warning',
});
