import {
  CORNER_DEPTH_FT,
  PAINT_DEPTH_FT,
  PAINT_HALF_WIDTH_FT,
  RIM_RADIUS_FT,
  shotZones,
  type ShotChart,
  type ShotZone,
} from '@hoopdex/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { ModuleDeps } from '../../deps';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { pbpKeys, PBP_TTL } from './play-by-play-cache';

/**
 * The contract's shotZoneOf as SQL over play_by_play_events `e` (same constants), so a league's
 * zones are counted by the database instead of shipping every shot to the process.
 */
const zoneSql = sql.raw(`case
  when e.event like 'fg3%' then case when e.shot_y <= ${CORNER_DEPTH_FT} then 'corner_three' else 'above_break_three' end
  when sqrt(e.shot_x * e.shot_x + e.shot_y * e.shot_y) <= ${RIM_RADIUS_FT} then 'rim'
  when abs(e.shot_x) <= ${PAINT_HALF_WIDTH_FT} and e.shot_y <= ${PAINT_DEPTH_FT} then 'paint'
  else 'mid_range' end`);

interface ZoneCount {
  zone: ShotZone | null;
  attempts: number;
  makes: number;
}

/** Field-goal attempts by zone (null: without a location) of the events `where` picks. */
async function zoneCounts(db: Database, where: SQL): Promise<ZoneCount[]> {
  return sqlRows<ZoneCount>(
    db,
    sql`select case when e.shot_x is null then null else ${zoneSql} end as zone,
        count(*)::int as attempts,
        (count(*) filter (where e.event in ('fg2_made', 'fg3_made')))::int as makes
      from play_by_play_events e join games g on g.id = e.game_id
      where e.event in ('fg2_made', 'fg2_missed', 'fg3_made', 'fg3_missed') and ${where}
      group by 1`,
  );
}

const percent = (makes: number, attempts: number) =>
  attempts ? Math.round((makes / attempts) * 1000) / 10 : null;

/**
 * A player's shot chart: his located field-goal attempts in games of his league, by zone, beside
 * the league's figures in the same zones (all of the league's located attempts). The league's
 * table is kept under its own key, so a thousand players' charts scan the league once.
 */
export async function shotChartOf(
  deps: Pick<ModuleDeps, 'db' | 'cache'>,
  slug: string,
): Promise<ShotChart | null> {
  const { db } = deps.db;
  const [player] = await sqlRows<{
    id: number;
    leagueId: number;
    name: string;
    displayName: string;
  }>(
    db,
    sql`select p.id, p.league_id as "leagueId", l.name, l.display_name as "displayName"
      from players p join leagues l on l.id = p.league_id where p.slug = ${slug}`,
  );
  if (!player) return null;
  const league = await deps.cache.wrap(pbpKeys.leagueZones(player.leagueId), PBP_TTL, () =>
    zoneCounts(db, sql`g.league_id = ${player.leagueId}`),
  );
  const own = await zoneCounts(
    db,
    sql`e.player_id = ${player.id} and g.league_id = ${player.leagueId}`,
  );
  const find = (rows: ZoneCount[], zone: ShotZone | null) =>
    rows.find((r) => r.zone === zone) ?? { zone, attempts: 0, makes: 0 };
  return {
    league: { id: player.leagueId, name: player.name, display_name: player.displayName },
    zones: shotZones.map((zone) => {
      const mine = find(own, zone);
      const all = find(league, zone);
      return {
        zone,
        attempts: mine.attempts,
        makes: mine.makes,
        fg_percent: percent(mine.makes, mine.attempts),
        league_attempts: all.attempts,
        league_makes: all.makes,
        league_fg_percent: percent(all.makes, all.attempts),
      };
    }),
    unlocated_attempts: find(own, null).attempts,
  };
}
