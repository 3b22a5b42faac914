import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Lint checks each import (decision 0015); this checks the drawing they make: features may lean
// on each other only one way, so no two features (or a longer ring) depend on each other. Lint's
// no-cycle skips `import type`, so the file graph is checked here too, type imports included
// (issue 30: a type-only circle still ties two files into one knot for a reader).
const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const featuresDir = join(src, 'features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

const featureOf = (file: string): string | null => {
  const parts = relative(featuresDir, file).split(sep);
  return parts[0] === '..' || parts.length < 2 ? null : parts[0]!;
};

function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(featuresDir)) {
    const from = featureOf(file)!;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    const specifiers = readFileSync(file, 'utf8').matchAll(
      /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g,
    );
    for (const [, specifier] of specifiers) {
      const to = featureOf(resolve(dirname(file), specifier!));
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

const resolveOptions: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  jsx: ts.JsxEmit.ReactJSX,
};

/** Every source file of apps/web/src and the files it imports (type, dynamic and re-exports
 *  included), read with TypeScript's own resolver. Test files are left out: they set scenes up. */
function fileGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(src).filter((f) => !/\.test\.tsx?$/.test(f))) {
    const targets = new Set<string>();
    for (const ref of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!ref.fileName.startsWith('.')) continue;
      const resolved = ts.resolveModuleName(
        ref.fileName,
        file,
        resolveOptions,
        ts.sys,
      ).resolvedModule;
      if (resolved?.resolvedFileName.startsWith(src))
        targets.add(relative(src, resolved.resolvedFileName));
    }
    graph.set(relative(src, file), targets);
  }
  return graph;
}

function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node];
    if (state.get(node) === 'done') return null;
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

describe('web feature graph', () => {
  it('has no cycle between features (tests included)', () => {
    const graph = featureGraph();
    expect(graph.size).toBeGreaterThan(10);
    expect(findCycle(graph)).toBeNull();
  });

  it('has no cycle between files (type-only imports included)', () => {
    const graph = fileGraph();
    expect(graph.size).toBeGreaterThan(300);
    // The graph sees type-only imports (lint's no-cycle does not).
    expect(graph.get('features/film/components/playlist-filters.tsx')).toContain(
      'features/film/api/film-types.ts',
    );
    expect(findCycle(graph)).toBeNull();
  });

  it('finds a cycle when there is one', () => {
    const ring = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(findCycle(ring)).toEqual(['a', 'b', 'c', 'a']);
  });
});
