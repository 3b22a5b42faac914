import { describe, expect, it } from 'vitest';
import { creatorPath } from '../lib/creator';
import { paths } from './paths';

describe('paths', () => {
  it('builds every spec §2 route', () => {
    expect(paths.home()).toBe('/');
    expect(paths.players()).toBe('/players');
    expect(paths.players('nba')).toBe('/players/nba');
    expect(paths.video('abc', 12)).toBe('/video/abc?p=12');
    expect(paths.video('abc')).toBe('/video/abc');
    expect(paths.article(5)).toBe('/article/5');
    expect(paths.search('lebron james')).toBe('/search/lebron%20james');
    expect(paths.search('a/b?c')).toBe('/search/a%2Fb%3Fc');
    expect(paths.viewAllVideoResults('x')).toBe('/view-all-video-results/x');
    expect(paths.player('jane', 'gear')).toBe('/player/jane/gear');
    expect(paths.playerCompare('jane')).toBe('/player/jane/compare');
    expect(paths.playerCompare('jane', ['ann', 'bea'])).toBe('/player/jane/compare?with=ann%2Cbea');
    expect(paths.creator('cv', 'about')).toBe('/creator/cv/about');
    expect(paths.viewAllVideosByPlayer(9)).toBe('/view-all-videos-by-playerid/9');
    expect(paths.show(7)).toBe('/show/7');
    expect(paths.explorer('jane')).toBe('/explorer/jane');
    expect(paths.explorerForScouts()).toBe('/explorer-for-scouts');
    expect(paths.profile('settings')).toBe('/profile/settings');
    expect(paths.signUp('/analyze')).toBe('/sign-up?redirect=%2Fanalyze');
    expect(paths.signUp()).toBe('/sign-up');
    expect(paths.publicBoard('a_B-9')).toBe('/board/a_B-9');
    expect(paths.studio({ status: 'draft', q: 'a b', page: 2 })).toBe('/studio?status=draft&q=a+b&page=2');
    expect(paths.studioEdit(4)).toBe('/studio/4/edit');
    expect(paths.studioNew('video')).toBe('/studio/new/video');
  });

  it('links creators by type; admin goes home', () => {
    expect(creatorPath({ type: 'show', profile_key: 's' })).toBe('/show/s');
    expect(creatorPath({ type: 'player', profile_key: 'p' })).toBe('/player/p');
    expect(creatorPath({ type: 'creator', profile_key: 'c' })).toBe('/creator/c');
    expect(creatorPath({ type: 'admin', profile_key: 'a' })).toBe('/');
  });
});
