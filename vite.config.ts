import { defineConfig } from 'vite';

// Client build only: one entry (the browser's assembly), one lazily loaded chunk per island (import.meta.glob in src/client/islands.ts).
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist/client',
    assetsDir: 'assets',
    manifest: true,
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      input: { main: 'src/app/main.client.ts' },
      // Chunks are named after their module without the runtime suffix, which the browser has no use for.
      output: { chunkFileNames: (chunk) => `assets/${chunk.name.replace(/\.client$/, '')}-[hash].js` },
    },
  },
  oxc: { jsx: { runtime: 'automatic' } },
});
