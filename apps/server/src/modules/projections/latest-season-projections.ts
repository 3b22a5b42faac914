import type { ProjectedLine } from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../deps';
import { sqlRows } from '../../db/sql-rows';
import { utcToday } from '../stats/index';
import { leagueProjections } from './league-projections';
import { projectedLine } from './projector';

// A league's latest season, every player projected as of its end (today while it runs: the
// Value board's date), with names: what Ask ranks for "projected points leaders" (issue 32).
// The numbers are the league projections' (the projected leaderboard's and the alerts'), written
// as the player's projection API writes them, so an answer can be checked against it.

export interface LeagueProjectionRow {
  slug: string;
  firstname: string;
  lastname: string;
  team_name: string | null;
  position: string | null;
  school_year: string | null;
  /** This season's games before as_of. */
  games_before: number;
  rest_of_season: ProjectedLine;
}

export interface LatestSeasonProjections {
  league: { id: number; name: string };
  season: string;
  /** Games before this date only: the day after the season's last, or today while it runs. */
  as_of: string;
  /** Every player projected from her own games this season, in no particular order. */
  rows: LeagueProjectionRow[];
}

const addDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Null when the league has no season with games. */
export async function latestSeasonProjections(
  deps: ServiceDeps,
  leagueId: number,
): Promise<LatestSeasonProjections | null> {
  const db = deps.db.db;
  const [season] = await sqlRows<{ label: string; end_date: string; league: string }>(
    db,
    sql`select s.label, s.end_date::text as end_date, l.display_name as league
      from seasons s join leagues l on l.id = s.league_id
      where s.league_id = ${leagueId}
        and exists (select 1 from player_game_stats g where g.season_id = s.id)
      order by s.start_date desc, s.id desc limit 1`,
  );
  if (!season) return null;
  const today = utcToday();
  const after = addDay(season.end_date);
  const asOf = after < today ? after : today;
  const projected = await leagueProjections(deps, leagueId, asOf);
  // Only projections from her own games this season: a prior alone ranks nobody.
  const own = (projected?.players ?? []).filter((p) => p.basis === 'season');
  const people = await sqlRows<
    Omit<LeagueProjectionRow, 'games_before' | 'rest_of_season'> & { id: number }
  >(
    db,
    sql`select p.id, p.slug, p.firstname, p.lastname, t.name as team_name, p.position, p.school_year
      from players p left join teams t on t.id = p.team_id
      where p.league_id = ${leagueId}`,
  );
  const byId = new Map(people.map((p) => [p.id, p]));
  const rows = own.flatMap((p) => {
    const person = byId.get(p.playerId);
    if (!person) return [];
    const { id: _id, ...named } = person;
    return [{ ...named, games_before: p.gamesBefore, rest_of_season: projectedLine(p.ros) }];
  });
  return { league: { id: leagueId, name: season.league }, season: season.label, as_of: asOf, rows };
}
