import { describe, expect, it } from 'vitest';
import { matchSpaRoute, paths, routePatterns, spaRoutes } from './spa-paths';

describe('SPA paths', () => {
  it('builds the addresses of the spec', () => {
    expect(paths.player('ann archer', 'gear')).toBe('/player/ann%20archer/gear');
    expect(paths.video(12, 3)).toBe('/video/12?p=3');
    expect(paths.profile('/alerts')).toBe('/profile/alerts');
    expect(paths.publicBoard('tok')).toBe('/board/tok');
    expect(paths.projectionsAccuracy()).toBe('/projections/accuracy');
    expect(paths.projectionsAccuracy({ league: 3, season: '2024' })).toBe(
      '/projections/accuracy?league=3&season=2024',
    );
  });

  it('lists every route pattern once', () => {
    expect(spaRoutes.map((r) => r.name).sort()).toEqual(Object.keys(routePatterns).sort());
  });

  it.each([
    ['/', 'home'],
    ['/players', 'players'],
    ['/players/nba', 'players'],
    ['/player/ann-archer', 'player'],
    ['/player/ann-archer/statistics', 'player'],
    ['/player/ann-archer/compare', 'playerCompare'],
    ['/player/ann-archer/plays', 'playerPlays'],
    ['/creator/hoops-daily/articles/', 'creator'],
    ['/profile', 'profile'],
    ['/profile/alerts/e-mail', 'profile'],
    ['/video/42', 'video'],
    ['/explorer', 'explorer'],
    ['/board/abc', 'publicBoard'],
    ['/Login', 'login'],
    ['/projections/accuracy', 'projectionsAccuracy'],
  ])('%s opens %s', (path, name) => {
    expect(matchSpaRoute(path)?.name).toBe(name);
  });

  it.each([
    '/nope',
    '/players/nba/extra',
    '/player',
    '/video',
    '/video/1/2',
    '/board',
    '/terms-of-use/x',
    '/player-portal',
    '/projections',
  ])('%s opens no route (the not-found page)', (path) => {
    expect(matchSpaRoute(path)).toBeNull();
  });

  it('names the parameters, still encoded, and leaves out an absent optional one', () => {
    expect(matchSpaRoute('/player/ann%20archer/gear')).toEqual({
      name: 'player',
      params: { slug: 'ann%20archer', activeTab: 'gear' },
    });
    expect(matchSpaRoute('/player/x/compare')).toEqual({
      name: 'playerCompare',
      params: { slug: 'x' },
    });
    expect(matchSpaRoute('/players')).toEqual({ name: 'players', params: {} });
    expect(paths.player('x', 'statistics', 12)).toBe('/player/x/statistics?game=12');
  });

  it('every path a builder makes opens its own route', () => {
    const built: Array<[string, string]> = [
      [paths.home(), 'home'],
      [paths.players('wnba'), 'players'],
      [paths.search('a b/c'), 'search'],
      [paths.viewAllVideosByPlayer(7), 'viewAllVideosByPlayer'],
      [paths.show(3), 'show'],
      [paths.explorerForScouts('x'), 'explorerForScouts'],
      [paths.targets(2027).split('?')[0]!, 'targets'],
      [paths.signUp('/x').split('?')[0]!, 'signUp'],
      [paths.acctAction(), 'acctAction'],
    ];
    for (const [path, name] of built) expect(matchSpaRoute(path)?.name, path).toBe(name);
  });
});
