import { describe, expect, it } from 'vitest';
import {
  importCircles,
  layerBreaches,
  layerOf,
  moduleGraph,
  serverImportGraph,
  serverSrcDir,
  strayImports,
} from './test/import-graph';

// Issue 21: the server's drawing has no circle. Modules take their types from deps.ts, never
// from app.ts (which imports them all). Issue 30: the layers run one way (env < lib < db <
// plugins < modules < seed < app, decision 0027) and every module is entered only through its
// public index.
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

  // Issue 30: route files parse, ask a service and answer; the SQL lives in services.
  it('keeps SQL out of route files: no *.routes.ts reads the tables', () => {
    const sqlInRoutes = [...graph].flatMap(([file, imports]) =>
      file.endsWith('.routes.ts')
        ? imports.filter((i) => i.startsWith('db/schema/')).map((i) => `${file} -> ${i}`)
        : [],
    );
    expect(sqlInRoutes).toEqual([]);
  });

  it('runs its layers one way: no file imports a higher layer or test support', () => {
    expect(layerBreaches(graph)).toEqual([]);
  });

  it('finds an upward import when there is one', () => {
    const upward = new Map([
      ['lib/helper.ts', ['plugins/auth-context.ts']],
      ['modules/a/a.routes.ts', ['lib/helper.ts', 'seed/seed-world.ts']],
      ['seed/seed-world.ts', ['modules/a/index.ts', 'test/factories.ts']],
      ['index.ts', ['seed/seed-world.ts', 'app.ts']],
    ]);
    expect(layerBreaches(upward)).toEqual([
      'lib/helper.ts -> plugins/auth-context.ts (lib imports plugins)',
      'modules/a/a.routes.ts -> seed/seed-world.ts (modules imports seed)',
      'seed/seed-world.ts -> test/factories.ts (test support)',
    ]);
  });

  it('puts each file in its layer', () => {
    expect(layerOf('env.ts')).toBe('env');
    expect(layerOf('deps.ts')).toBe('modules');
    expect(layerOf('db/schema/index.ts')).toBe('db');
    expect(layerOf('seed/seed-cli.ts')).toBe('app');
    expect(layerOf('modules/stats/stats-fixture.ts')).toBeNull();
    expect(layerOf('public-content-cache.ts')).toBe('app');
  });

  it('enters every module only through its public index', () => {
    expect(strayImports(graph)).toEqual([]);
  });

  it('finds a module reached past its index', () => {
    const past = new Map([
      ['modules/a/a.service.ts', ['modules/b/index.ts', 'modules/b/b-row.ts', 'modules/a/x.ts']],
      ['modules/register-api.ts', ['modules/b/b.routes.ts']],
      ['app.ts', ['modules/b/b-plugin.ts']],
    ]);
    expect(strayImports(past)).toEqual([
      'modules/a/a.service.ts -> modules/b/b-row.ts',
      'app.ts -> modules/b/b-plugin.ts',
    ]);
  });
});
