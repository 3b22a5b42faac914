import { projectedStats, type ProjectedLine, type Projection } from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../deps';
import { sqlRows } from '../../db/sql-rows';
import {
  leagueSeasons,
  loadLines,
  loadSeasonSums,
  seasonLength,
  teamGames,
  type SeasonRow,
} from './league-data';
import { buildLeaguePrior } from './model/league-prior';
import { defaultParams } from './model/params';
import { projectPlayer } from './model/project-player';
import type { Predictive } from './model/types';

interface PlayerRow {
  id: number;
  league_id: number;
  league_name: string;
  team_id: number | null;
  position: string | null;
  school_year: string | null;
}

/** The season an as-of date falls in: the one covering it, else the latest begun before it. */
export function seasonAt(seasons: readonly SeasonRow[], asOf: string): SeasonRow | undefined {
  const covering = seasons.filter((s) => s.start_date <= asOf && asOf <= s.end_date).at(-1);
  return covering ?? seasons.filter((s) => s.start_date <= asOf).at(-1) ?? seasons[0];
}

const round = (v: number) => Math.round(v * 100) / 100;
const line = (values: Record<string, Predictive>): ProjectedLine =>
  Object.fromEntries(
    projectedStats.map((s) => {
      const v = values[s] as Predictive;
      return [s, { mean: round(v.mean), p10: round(v.p10), p90: round(v.p90) }];
    }),
  ) as ProjectedLine;

type SeasonSumsRow = Awaited<ReturnType<typeof loadSeasonSums>>[number];

/** The league's prior (roles, positions, classes) from its player seasons before as-of. */
export function priorOf(sums: readonly SeasonSumsRow[], back: ReadonlyMap<number, number>) {
  const positions = new Map(sums.map((s) => [s.sums.playerId, s.position]));
  const groups = new Map(sums.map((s) => [s.sums.playerId, s.group]));
  return buildLeaguePrior(
    sums.map((s) => s.sums),
    (id) => positions.get(id) ?? null,
    (id) => groups.get(id) ?? null,
    (id) => -(back.get(id) ?? 0),
  );
}

/**
 * A team's games left after as-of. A season under way has no future games yet: its length is
 * the longest a team has played (`longest`: this season or last), or the team's own schedule.
 */
export function gamesLeftOf(
  season: SeasonRow,
  asOf: string,
  team: { before: number; total: number },
  longest: number,
): number {
  const expected = Math.max(team.total, longest);
  return asOf > season.end_date ? 0 : Math.max(0, expected - team.before);
}

/**
 * A player's projection as of a date, from games before it only (null: no such player, or her
 * league has no season). The prior reads the league's season and the one before it.
 */
export async function playerProjection(
  deps: ServiceDeps,
  slug: string,
  asOf: string,
): Promise<Projection | null> {
  const db = deps.db.db;
  const [player] = await sqlRows<PlayerRow>(
    db,
    sql`select p.id, p.league_id, l.display_name as league_name, p.team_id, p.position, p.school_year
        from players p join leagues l on l.id = p.league_id where p.slug = ${slug}`,
  );
  if (!player) return null;
  const seasons = await leagueSeasons(db, player.league_id);
  const season = seasonAt(seasons, asOf);
  if (!season) return null;
  const upTo = seasons.slice(0, seasons.indexOf(season) + 1);
  const back = new Map(upTo.map((s, i) => [s.id, upTo.length - 1 - i]));
  const [lines, sums] = await Promise.all([
    loadLines(db, {
      leagueId: player.league_id,
      seasonIds: upTo.map((s) => s.id),
      playerId: player.id,
      before: asOf,
    }),
    loadSeasonSums(
      db,
      player.league_id,
      upTo.slice(-2).map((s) => s.id),
      asOf,
    ),
  ]);
  const thisSeason = lines.filter((l) => l.seasonId === season.id);
  const teamId = thisSeason.at(-1)?.teamId ?? player.team_id;
  const previous = upTo.at(-2);
  const [team, length, previousLength] = await Promise.all([
    teamGames(db, season.id, teamId, asOf),
    seasonLength(db, season.id),
    previous ? seasonLength(db, previous.id) : Promise.resolve(0),
  ]);
  const gamesLeft = gamesLeftOf(season, asOf, team, Math.max(length, previousLength));
  const prior = priorOf(sums, back);
  const projection = projectPlayer(
    {
      lines,
      seasonsBack: lines.map((l) => back.get(l.seasonId) ?? 0),
      position: player.position,
      group: player.school_year,
      teamGamesBefore: team.before,
      gamesLeft,
    },
    prior,
    defaultParams,
  );
  return {
    as_of: asOf,
    league: { id: player.league_id, name: player.league_name },
    season: season.label,
    games_before: projection.gamesBefore,
    games_left: gamesLeft,
    basis: projection.basis,
    next_game: line(projection.next),
    rest_of_season: line(projection.ros),
  };
}
