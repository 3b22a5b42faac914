import type { ProjectedLine } from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import type { ServiceDeps } from '../../deps';
import { sqlRows } from '../../db/sql-rows';
import { childKey } from '../../lib/cache';
import { utcToday } from '../stats/index';
import { projectionKey } from './projections-cache';
import { makeProjector, type ProjectedPlayer } from './projector';

// Every player of a league's season projected at once, for what ranks players by a projection
// (Ask "projected points leaders", issue 32). Each line is the one the player's projection API
// gives for the same as_of (the same projector), so a ranking can be checked against it.

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

export interface LeagueProjections {
  league: { id: number; name: string };
  season: string;
  /** Games before this date only: the day after the season's last, or today while it runs. */
  as_of: string;
  /** Every player with a game of the season before as_of, in no particular order. */
  rows: LeagueProjectionRow[];
}

/** Projecting a few hundred players takes seconds: kept until an import drops it, 10 min at most. */
const TTL_SECONDS = 600;

const addDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The league's latest season with games, every player of it projected as of the season's end
 * (today while it runs; the Value board's date). Null when the league has no season with games.
 */
export async function leagueProjections(
  deps: ServiceDeps,
  leagueId: number,
): Promise<LeagueProjections | null> {
  const db = deps.db.db;
  const [season] = await sqlRows<{ id: number; label: string; end_date: string; league: string }>(
    db,
    sql`select s.id, s.label, s.end_date::text as end_date, l.display_name as league
      from seasons s join leagues l on l.id = s.league_id
      where s.league_id = ${leagueId}
        and exists (select 1 from player_game_stats g where g.season_id = s.id)
      order by s.start_date desc, s.id desc limit 1`,
  );
  if (!season) return null;
  const today = utcToday();
  const after = addDay(season.end_date);
  const asOf = after < today ? after : today;
  const key = childKey(projectionKey(), 'league', leagueId, season.id, asOf);
  return deps.cache.wrap(key, TTL_SECONDS, async () => {
    const players = await sqlRows<ProjectedPlayer & Omit<LeagueProjectionRow, 'rest_of_season'>>(
      db,
      sql`select p.id, p.league_id, l.display_name as league_name, p.team_id, p.position,
          p.school_year, p.slug, p.firstname, p.lastname, t.name as team_name, 0 as games_before
        from players p join leagues l on l.id = p.league_id left join teams t on t.id = p.team_id
        where p.league_id = ${leagueId} and exists (select 1 from player_game_stats s
          where s.player_id = p.id and s.season_id = ${season.id} and s.game_date < ${asOf}::date)
        order by p.id`,
    );
    const project = makeProjector(db);
    const rows: LeagueProjectionRow[] = [];
    for (const p of players) {
      const projection = await project(p, asOf);
      // Only projections from her own games this season: a prior alone ranks nobody.
      if (!projection || projection.basis !== 'season') continue;
      rows.push({
        slug: p.slug,
        firstname: p.firstname,
        lastname: p.lastname,
        team_name: p.team_name,
        position: p.position,
        school_year: p.school_year,
        games_before: projection.games_before,
        rest_of_season: projection.rest_of_season,
      });
    }
    return {
      league: { id: leagueId, name: season.league },
      season: season.label,
      as_of: asOf,
      rows,
    };
  });
}
