import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  importCircles,
  moduleGraph,
  moduleOf,
  serverImportGraph,
  serverSrcDir,
} from './test/import-graph';

// Issue 21: the server's drawing has no circle. Modules take their types from deps.ts, never
// from app.ts (which imports them all); a module with a public index is entered only there.
describe('server import graph', () => {
  const graph = serverImportGraph(serverSrcDir);

  it('reads the whole source tree', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('app.ts')).toContain('modules/register-api.ts');
    expect(graph.get('modules/health/health.routes.ts')).toContain('deps.ts');
  });

  it('has no circle between files', () => {
    expect(importCircles(graph)).toEqual([]);
  });

  it('has no circle between modules', () => {
    expect(importCircles(moduleGraph(graph))).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const knot = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCircles(knot)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('enters a module that has a public index only through it', () => {
    const strays: string[] = [];
    for (const [file, targets] of graph) {
      for (const target of targets) {
        const mod = moduleOf(target);
        // register-api.ts mounts every module's routes: it is the one reader of their insides.
        if (!mod || mod === moduleOf(file) || file === 'modules/register-api.ts') continue;
        const index = `modules/${mod}/index.ts`;
        if (existsSync(join(serverSrcDir, index)) && target !== index) {
          strays.push(`${file} -> ${target}`);
        }
      }
    }
    expect(strays).toEqual([]);
  });
});
