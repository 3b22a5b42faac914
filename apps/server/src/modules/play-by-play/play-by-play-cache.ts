import { type Cache } from '../../lib/cache';
import { boxScoreDerivedKey, gameLogsChanged } from '../stats/index';

/**
 * This module's cached reads (DESIGN convention 14). Derived from the box scores (the game page
 * shows them), so a box-score import's boxScoresChanged drops them too; a play-by-play import
 * drops only these.
 */
const plays = boxScoreDerivedKey('pbp');
export const pbpKeys = {
  /** One read's group: game, game-plays, player-plays, shot-chart. */
  read: (name: string) => boxScoreDerivedKey('pbp', name),
  /** A league's shot figures by zone (the shot chart's comparison). */
  leagueZones: (leagueId: number) => boxScoreDerivedKey('pbp', 'league-zones', leagueId),
};
/** Plays change only by import, which drops them: a minute here and in browsers/CDNs. */
export const PBP_TTL = 60;

/**
 * "A game's plays changed": drops every game, plays and shot-chart answer, and the game logs
 * (their rows link to plays when a game has them).
 */
export async function invalidatePlays(cache: Cache): Promise<void> {
  await cache.invalidate(plays);
  await gameLogsChanged(cache);
}
