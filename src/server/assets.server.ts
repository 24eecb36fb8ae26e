import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface PageAssets {
  scripts: string[];
  styles: string[];
}

interface ManifestEntry {
  file: string;
  css?: string[];
}

// The bundled server lives in <dist>/server/main.js and the client build beside it in <dist>/client.
export const clientDir = fileURLToPath(new URL('../client/', import.meta.url));

/** The entry script and stylesheet from Vite's manifest; empty when the client is not built (API tests). */
export function loadPageAssets(dir = clientDir): PageAssets {
  const file = join(dir, '.vite', 'manifest.json');
  if (!existsSync(file)) return { scripts: [], styles: [] };
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestEntry>;
  const entry = manifest['src/app/main.client.ts'];
  if (!entry) return { scripts: [], styles: [] };
  return { scripts: [`/${entry.file}`], styles: (entry.css ?? []).map((f) => `/${f}`) };
}
