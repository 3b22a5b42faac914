import { describe, expect, it } from 'vitest';
import { openRoutes, routePatterns, type RouteName } from '@hoopdex/contract/spa-paths';
import { isGated, routeTable } from './route-table';

describe('route table (data)', () => {
  it('has one page for every route of the spec, and no other', () => {
    const names = routeTable.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual((Object.keys(routePatterns) as RouteName[]).sort());
  });

  it('gates every route but the open ones (spec §2)', () => {
    const open = routeTable.filter((e) => !isGated(e.name)).map((e) => e.name);
    expect(open.sort()).toEqual([...openRoutes].sort());
    expect(isGated('home')).toBe(true);
    expect(isGated('signUp')).toBe(false);
  });

  it('loads each page as a component from its own module', async () => {
    const entry = routeTable.find((e) => e.name === 'privacyPolicy');
    expect(typeof (await entry?.page())).toBe('function');
  });
});
