import type { ProjectedStat } from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../deps';
import { sqlRows } from '../../db/sql-rows';
import {
  allTeamGames,
  leagueSeasons,
  loadLines,
  loadSeasonSums,
  seasonLength,
} from './league-data';
import { defaultParams } from './model/params';
import { projectPlayer, type PlayerInput, type ProjectionBasis } from './model/project-player';
import {
  minutesPerTeamGame,
  shareByTeam,
  teamMember,
  type RosterMember,
} from './model/team-minutes';
import type { Predictive } from './model/types';
import { leagueProjectionsKey } from './projections-cache';
import { gamesLeftOf, groupByPlayer, playerInput, priorFromSums, seasonAt } from './projector';
import { eventLoopSlicer } from '../../lib/event-loop';

// Every player of a league projected at once, as of a date (the projected leaderboard, issue 32,
// and the projection-jump alerts): the same inputs playerProjection reads for one player, read
// once for the league, so each player's numbers equal her own projection's (the test holds it).

export interface LeaguePlayerProjection {
  playerId: number;
  basis: ProjectionBasis;
  gamesBefore: number;
  gamesLeft: number;
  /** Rest-of-season averages, unrounded: rankings compare exact values (decision 0024). */
  ros: Record<ProjectedStat, Predictive>;
}

export interface LeagueProjections {
  asOf: string;
  season: { id: number; label: string; start_date: string; end_date: string };
  players: LeaguePlayerProjection[];
}

/** Seconds a league's projections are kept (an import or a backtest drops them sooner). */
const TTL = 300;

/**
 * Every player with a game of the season before `asOf` (the season covering it, else the latest
 * begun before it), projected from games before it. Null: the league has no season. Cached per
 * league and date; computing gives the event loop back between players.
 */
export function leagueProjections(
  deps: ServiceDeps,
  leagueId: number,
  asOf: string,
): Promise<LeagueProjections | null> {
  return deps.cache.wrap(leagueProjectionsKey(leagueId, asOf), TTL, () =>
    computeLeagueProjections(deps, leagueId, asOf),
  );
}

/**
 * The league's projections on a date only if already computed here (the projected leaderboard,
 * the alerts): a caller with one player to project uses them when warm and never starts them.
 */
export function warmLeagueProjections(
  deps: ServiceDeps,
  leagueId: number,
  asOf: string,
): LeagueProjections | null | undefined {
  return deps.cache.peek<LeagueProjections | null>(leagueProjectionsKey(leagueId, asOf));
}

async function computeLeagueProjections(
  deps: ServiceDeps,
  leagueId: number,
  asOf: string,
): Promise<LeagueProjections | null> {
  const db = deps.db.db;
  const seasons = await leagueSeasons(db, leagueId);
  const season = seasonAt(seasons, asOf);
  if (!season) return null;
  const upTo = seasons.slice(0, seasons.indexOf(season) + 1);
  const back = new Map(upTo.map((s, i) => [s.id, upTo.length - 1 - i]));
  const previous = upTo.at(-2);
  const [lines, sums, teams, length, previousLength, people] = await Promise.all([
    loadLines(db, { leagueId, seasonIds: upTo.map((s) => s.id), before: asOf }),
    loadSeasonSums(
      db,
      leagueId,
      upTo.slice(-2).map((s) => s.id),
      asOf,
    ),
    allTeamGames(db, season.id, asOf),
    seasonLength(db, season.id),
    previous ? seasonLength(db, previous.id) : Promise.resolve(0),
    sqlRows<{
      id: number;
      team_id: number | null;
      position: string | null;
      school_year: string | null;
    }>(
      db,
      sql`select id, team_id, position, school_year from players where league_id = ${leagueId}`,
    ),
  ]);
  const prior = priorFromSums(sums, back);
  const byPlayer = groupByPlayer(lines);
  // Every player with a game of the season before as-of, as the model reads her; then the teams'
  // minutes shared among their players (team-minutes.ts), then each projected.
  const inputs: (readonly [number, PlayerInput])[] = [];
  const gamesLeftOfPlayer = new Map<number, number>();
  for (const person of people) {
    const own = byPlayer.get(person.id);
    const thisSeason = own?.filter((l) => l.seasonId === season.id) ?? [];
    if (!own || !thisSeason.length) continue;
    const teamId = thisSeason.at(-1)?.teamId ?? person.team_id;
    const team = (teamId === null ? undefined : teams.get(teamId)) ?? {
      before: 0,
      total: 0,
      last_before: null,
      after: [],
      before_dates: [],
    };
    const gamesLeft = gamesLeftOf(season, asOf, team, Math.max(length, previousLength));
    gamesLeftOfPlayer.set(person.id, gamesLeft);
    inputs.push([person.id, playerInput(own, back, season.id, person, team, gamesLeft, asOf)]);
  }
  // A large league takes seconds: let requests through between players.
  const breathe = eventLoopSlicer();
  // (teamMinutesFactors, one player at a time.)
  const perGame = minutesPerTeamGame(lines.filter((l) => l.seasonId === season.id));
  const members: (readonly [number, number, RosterMember])[] = [];
  if (defaultParams.minutes.teamShare && perGame !== null) {
    for (const [playerId, input] of inputs) {
      const member = teamMember(input, prior, defaultParams);
      if (member) members.push([playerId, input.teamId!, member]);
      await breathe();
    }
  }
  const factors = perGame === null ? new Map<number, number>() : shareByTeam(members, perGame);
  const out: LeaguePlayerProjection[] = [];
  for (const [playerId, input] of inputs) {
    const p = projectPlayer(
      { ...input, rosMinutesFactor: factors.get(playerId) ?? 1 },
      prior,
      defaultParams,
    );
    out.push({
      playerId,
      basis: p.basis,
      gamesBefore: p.gamesBefore,
      gamesLeft: gamesLeftOfPlayer.get(playerId) ?? 0,
      ros: p.ros,
    });
    await breathe();
  }
  return { asOf, season, players: out };
}
