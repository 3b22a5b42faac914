import type { ProjectedLine } from '@hoopdex/contract';
import type { ServiceDeps } from '../../deps';
import type { Database } from '../../db/client';
import {
  makeProjector,
  projectedLine,
  projectedPlayer,
  warmLeagueProjections,
  type ProjectedPlayer,
  type ProjectionBatch,
} from '../projections/index';

// The ONE place Performance's input comes from: the player's projected rest-of-season line per
// game (issue 32, modules/projections; decision 0026), as of a date, from games before it only.
// Nothing else in this module knows how the line is made.
//
// No games, no Performance: a projection resting on the league's prior alone (basis
// `league_prior`: no game of hers in her league before the date) is not her production, so it
// answers null and the value stays unknown, as it was with the season-to-date stand-in. A player
// between seasons is projected from her earlier seasons (basis `earlier_seasons`): those are her
// games, shrunk toward the league as the model does.

/** The projected line of a player on a date, or null (no such player, or no game of hers). */
export type LineSource = (playerId: number, asOf: string) => Promise<ProjectedLine | null>;

/**
 * A line source for one request or one run: the projector keeps what many dates or many players
 * share (the league's prior on a date, seasons, team games), so the ledger's 26 weekly points and
 * a recomputation of every value read each only once.
 */
export function performanceSource(db: Database, batch?: ProjectionBatch): LineSource {
  const project = makeProjector(db, batch);
  const players = new Map<number, Promise<ProjectedPlayer | null>>();
  return async (playerId, asOf) => {
    let player = players.get(playerId);
    if (!player) players.set(playerId, (player = projectedPlayer(db, { id: playerId })));
    const p = await player;
    const projection = p && (await project(p, asOf));
    if (!projection || projection.basis === 'league_prior') return null;
    return projection.rest_of_season;
  };
}

/**
 * The same lines, read from the league's projections on the date when they are already warm
 * (the projected leaderboard and the alerts compute them) and she is in them (a game of the
 * season): the projections module holds them equal to her own projection, and projectedLine
 * rounds them as her own answer does. A share card's value then costs a lookup instead of a
 * projection of its own (the league's prior is most of that cost). Otherwise she is projected
 * alone, as performanceSource does: one card never starts a whole league's projections.
 */
export function sharedPerformanceSource(deps: ServiceDeps): LineSource {
  const alone = performanceSource(deps.db.db);
  return async (playerId, asOf) => {
    const player = await projectedPlayer(deps.db.db, { id: playerId });
    const league = player && warmLeagueProjections(deps, player.league_id, asOf);
    const own = league?.players.find((p) => p.playerId === playerId);
    if (!own) return alone(playerId, asOf);
    return own.basis === 'league_prior' ? null : projectedLine(own.ros);
  };
}

/** What the inputs it feeds say their source is. */
export const PERFORMANCE_SOURCE =
  'Projected rest of season per game (Hoopdex projections, games before the date only)';
