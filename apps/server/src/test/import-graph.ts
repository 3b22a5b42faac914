import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The server's import graph, read with the TypeScript compiler's own resolver so `import type`
 * counts like any import (a type-only circle still ties the files into one knot for a reader).
 * Test files are left out: they may reach anywhere to set a scene up.
 */
export function serverImportGraph(srcDir: string): Map<string, string[]> {
  const files = walk(srcDir).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets: string[] = [];
    for (const ref of info.importedFiles) {
      if (!ref.fileName.startsWith('.')) continue;
      const resolved = ts.resolveModuleName(ref.fileName, file, options, ts.sys).resolvedModule;
      if (resolved && resolved.resolvedFileName.startsWith(srcDir)) {
        targets.push(relative(srcDir, resolved.resolvedFileName));
      }
    }
    graph.set(relative(srcDir, file), targets);
  }
  return graph;
}

/** Every circle of the graph, each once (Tarjan's strongly connected components of size > 1). */
export function importCircles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const circles: string[][] = [];
  const visit = (v: string) => {
    indices.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, indices.get(w)!));
      }
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      const selfLoop = graph.get(v)?.includes(v);
      if (component.length > 1 || selfLoop) circles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  return circles;
}

/**
 * The server's layers, lowest first (decision 0027). A file imports files of its own layer or
 * of a lower one, never of a higher one: env.ts reads the environment, lib/ is plain helpers,
 * db/ the schema and connection, plugins/ the Fastify plumbing every route leans on, modules/
 * the features (deps.ts is their shared list of dependency types), seed/ the demo world written
 * through the modules, and on top the programs: app.ts, index.ts and every *-cli.ts.
 */
export const LAYERS = ['env', 'lib', 'db', 'plugins', 'modules', 'seed', 'app'] as const;
export type Layer = (typeof LAYERS)[number];

/**
 * Test support: helpers, fixtures and the cluster harness. They may reach anywhere to set a
 * scene up, like the tests themselves, and nothing else may import them.
 */
export function isTestSupport(file: string): boolean {
  return (
    /^cluster\//.test(file) ||
    /(^|\/)test\//.test(file) ||
    /fixtures?\.(ts|mjs)$/.test(file) ||
    /\.test-helper\.ts$/.test(file)
  );
}

/** The layer of a source file (null for test support). */
export function layerOf(file: string): Layer | null {
  if (isTestSupport(file)) return null;
  if (/(^|\/)[^/]+-cli\.ts$/.test(file)) return 'app';
  if (file === 'env.ts') return 'env';
  if (file === 'deps.ts') return 'modules';
  const top = file.split('/')[0]!;
  return (LAYERS as readonly string[]).includes(top) && file.includes('/') ? (top as Layer) : 'app';
}

/** Every import that points up the layers or into test support, as `from -> to (why)`. */
export function layerBreaches(graph: Map<string, string[]>): string[] {
  const breaches: string[] = [];
  for (const [file, targets] of graph) {
    const from = layerOf(file);
    if (from === null) continue;
    for (const target of targets) {
      const to = layerOf(target);
      if (to === null) breaches.push(`${file} -> ${target} (test support)`);
      else if (LAYERS.indexOf(to) > LAYERS.indexOf(from))
        breaches.push(`${file} -> ${target} (${from} imports ${to})`);
    }
  }
  return breaches;
}

/**
 * Every import that enters another module past its public index (modules/<name>/index.ts).
 * Two files read insides, by design: register-api.ts mounts every module's routes, and deps.ts
 * (types only) names what modules are built from; every module imports deps.ts, so taking its
 * types through indexes (each pulls its whole module) would close circles. Test support is left
 * out, as for the layers.
 */
export const INDEX_EXCEPTIONS = new Set(['modules/register-api.ts', 'deps.ts']);

export function strayImports(graph: Map<string, string[]>): string[] {
  const strays: string[] = [];
  for (const [file, targets] of graph) {
    if (INDEX_EXCEPTIONS.has(file) || isTestSupport(file)) continue;
    for (const target of targets) {
      const mod = moduleOf(target);
      if (!mod || mod === moduleOf(file)) continue;
      if (target !== `modules/${mod}/index.ts`) strays.push(`${file} -> ${target}`);
    }
  }
  return strays;
}

/** The module a file belongs to (modules/<name>/…), or null for app, lib, db, plugins, seed. */
export function moduleOf(file: string): string | null {
  const parts = file.split('/');
  return parts[0] === 'modules' && parts.length > 2 ? parts[1]! : null;
}

/** The graph of modules: an edge for every import from one module's file into another's. */
export function moduleGraph(graph: Map<string, string[]>): Map<string, string[]> {
  const modules = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = moduleOf(file);
    if (!from) continue;
    if (!modules.has(from)) modules.set(from, new Set());
    for (const target of targets) {
      const to = moduleOf(target);
      if (to && to !== from) modules.get(from)!.add(to);
    }
  }
  return new Map([...modules].map(([m, to]) => [m, [...to]]));
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
    return [path];
  });
}

export const serverSrcDir = join(dirname(new URL(import.meta.url).pathname), '..');
