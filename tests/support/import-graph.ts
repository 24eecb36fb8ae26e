// The import graph of src/ and the dependency rules docs/architecture.md states, for the boundary test
// (src/boundaries.test.ts) and the report (npx tsx scripts/import-report.ts).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, normalize, relative } from 'node:path';
import ts from 'typescript';

export interface Import {
  from: string;
  /** The file imported (a path under src/), or the package name. */
  to: string;
  /** Erased at compile time: `import type`, type-only names, `declare module` augmentations. */
  typeOnly: boolean;
  dynamic: boolean;
  isPackage: boolean;
}

export type Runtime = 'server' | 'client' | 'shared' | 'test';

/** Every .ts and .tsx file under `root`/src, as paths from `root` (`src/…`). */
export function sourceFiles(root = '.'): string[] {
  return readdirSync(join(root, 'src'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => normalize(relative(root, join(e.parentPath, e.name))))
    .sort();
}

function resolve(root: string, from: string, spec: string): string {
  const base = normalize(join(dirname(from), spec));
  for (const candidate of [base + '.ts', base + '.tsx', base, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    const path = join(root, candidate);
    if (existsSync(path) && statSync(path).isFile()) return candidate;
  }
  return base;
}

const packageName = (spec: string) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);

/** The file's imports, re-exports, dynamic imports and module augmentations. */
export function importsOf(file: string, root = '.'): Import[] {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Import[] = [];
  const add = (spec: string, typeOnly: boolean, dynamic: boolean) => {
    const isPackage = !spec.startsWith('.');
    found.push({ from: file, to: isPackage ? spec : resolve(root, file, spec), typeOnly, dynamic, isPackage });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const names = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const typeOnly = !!clause && (clause.isTypeOnly || (!clause.name && !!names && names.length > 0 && names.every((n) => n.isTypeOnly)));
      add(node.moduleSpecifier.text, typeOnly, false);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const typeOnly = node.isTypeOnly || (!!clause && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly));
      add(node.moduleSpecifier.text, typeOnly, false);
    } else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name) && node.name.text.startsWith('.')) {
      add(node.name.text, true, false);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [spec] = node.arguments;
      if (spec && ts.isStringLiteralLike(spec)) add(spec.text, false, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

export const isTest = (path: string) => /\.test\.tsx?$|test-support\.tsx?$/.test(fileName(path));

/** Where a file runs, as its name says: `*.server.ts(x)`, `*.client.ts(x)`, or plain for both sides. */
export function runtimeOf(path: string): Runtime {
  const name = fileName(path);
  if (isTest(path)) return 'test';
  if (/\.server\.tsx?$/.test(name)) return 'server';
  if (/\.client\.tsx?$/.test(name)) return 'client';
  return 'shared';
}

/** The feature a file belongs to (`src/features/<name>/…`), if any. */
export function featureOf(path: string): string | undefined {
  return /^src\/features\/([^/]+)\//.exec(path)?.[1];
}

/** A feature's public surface: its index, one per runtime (index.ts, index.server.ts, index.client.ts). */
export const isFeatureIndex = (path: string) => /^src\/features\/[^/]+\/index(\.server|\.client)?\.tsx?$/.test(path);

/** The unit the no-circle rule looks at: each feature, each flow, and every other top folder of src/. */
export function unitOf(path: string): string {
  const parts = path.split('/');
  if ((parts[1] === 'features' || parts[1] === 'flows') && parts.length > 3) return `${parts[1]}/${parts[2]}`;
  return parts.length > 2 ? parts[1]! : path;
}

// Packages that only run in Node: browser and shared code never imports them.
const serverPackages = new Set(['kysely', 'pg', 'sharp', 'nodemailer', 'qrcode', 'hono', '@hono/node-server', 'react-dom/server', ...builtinModules]);
const isServerPackage = (spec: string) => spec.startsWith('node:') || serverPackages.has(spec) || serverPackages.has(packageName(spec));

export interface Violation {
  rule: string;
  from: string;
  to: string;
}

/** Every import under `root`/src that breaks one of the rules; an empty list when the code keeps them all. */
export function violations(root = '.'): Violation[] {
  const found: Violation[] = [];
  const edges = sourceFiles(root).flatMap((file) => importsOf(file, root));
  for (const edge of edges) {
    const { from, to } = edge;
    const fromTest = isTest(from);
    if (!edge.isPackage) {
      const target = featureOf(to);
      if (target && !fromTest && featureOf(from) !== target && !isFeatureIndex(to)) found.push({ rule: 'into a feature only through its index', from, to });
      if (from.startsWith('src/db/') && !fromTest && !to.startsWith('src/db/') && !to.startsWith('src/lib/')) found.push({ rule: 'db imports only db and lib', from, to });
    }
    if (fromTest || edge.typeOnly) continue;
    const source = runtimeOf(from);
    const dynamicClientFromShared = edge.dynamic && source === 'shared' && runtimeOf(to) === 'client';
    if (source !== 'server' && (edge.isPackage ? isServerPackage(to) : runtimeOf(to) === 'server')) found.push({ rule: 'browser code imports no server code', from, to });
    if (!edge.isPackage && source !== 'client' && runtimeOf(to) === 'client' && !dynamicClientFromShared) found.push({ rule: 'server and shared code import no browser code', from, to });
  }
  found.push(...layerViolations(edges), ...cycleViolations(edges));
  return found;
}

// What each top folder may import besides itself: the layers, lowest first.
const allowed: Record<string, string[]> = {
  lib: [],
  db: ['lib'],
  settings: ['lib', 'db'],
  ui: ['lib', 'client'],
  client: ['lib', 'ui'],
  server: ['lib', 'db', 'settings', 'ui', 'client'],
  features: ['lib', 'db', 'settings', 'ui', 'client', 'server', 'features', 'flows'],
  flows: ['lib', 'db', 'settings', 'ui', 'client', 'server', 'features', 'flows'],
  app: ['lib', 'db', 'settings', 'ui', 'client', 'server', 'features', 'flows'],
};

function layerViolations(edges: Import[]): Violation[] {
  return edges
    .filter((e) => !e.isPackage && !isTest(e.from) && e.to.startsWith('src/'))
    .filter((e) => {
      const from = e.from.split('/')[1]!;
      const to = e.to.split('/')[1]!;
      return from !== to && allowed[from] !== undefined && !allowed[from]!.includes(to);
    })
    .map((e) => ({ rule: 'layers import only the layers below them', from: e.from, to: e.to }));
}

/** Imports that close a circle between units (features, flows, top folders), types included. */
function cycleViolations(edges: Import[]): Violation[] {
  const graph = new Map<string, Map<string, Import>>();
  for (const e of edges) {
    if (e.isPackage || isTest(e.from) || !e.to.startsWith('src/')) continue;
    const [a, b] = [unitOf(e.from), unitOf(e.to)];
    if (a === b) continue;
    if (!graph.has(a)) graph.set(a, new Map());
    if (!graph.get(a)!.has(b)) graph.get(a)!.set(b, e);
  }
  const reaches = (start: string, goal: string) => {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length) {
      const unit = stack.pop()!;
      if (unit === goal) return true;
      if (seen.has(unit)) continue;
      seen.add(unit);
      stack.push(...(graph.get(unit)?.keys() ?? []));
    }
    return false;
  };
  const found: Violation[] = [];
  for (const [a, targets] of graph) {
    for (const [b, edge] of targets) if (reaches(b, a)) found.push({ rule: 'no circle between features, flows and folders', from: edge.from, to: edge.to });
  }
  return found;
}
