import type { IntervalCode, IntervalWindow } from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';

/** Today's date (UTC) as YYYY-MM-DD: the reference day of the weekly window. */
export function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** YYYY-MM-DD plus n days, in UTC so no time zone shifts a date. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * The dates an interval covers for a league (docs/decisions/0002-stats.md):
 * - latest_season: the league's season flagged is_current (else its latest-starting season).
 * - lastweek: the 7 days ending on the league's last game day before today. In season that is
 *   yesterday's week; out of season (or on demo data) it is the league's last week of play,
 *   so the weekly board is never empty just because no one played this week.
 */
export async function intervalWindow(
  db: Database,
  leagueId: number,
  interval: IntervalCode,
  today: string,
): Promise<IntervalWindow> {
  if (interval === 'latest_season') {
    const [season] = await sqlRows<{ id: number; start_date: string; end_date: string }>(
      db,
      sql`select id, start_date::text as start_date, end_date::text as end_date from seasons
          where league_id = ${leagueId} order by is_current desc, start_date desc limit 1`,
    );
    return {
      intervalCode: interval,
      season_id: season?.id ?? null,
      start_date: season?.start_date ?? null,
      end_date: season?.end_date ?? null,
    };
  }
  // Served backwards from pgs_league_date_idx (league_id, game_date): one index probe.
  const [last] = await sqlRows<{ day: string | null }>(
    db,
    sql`select max(game_date)::text as day from player_game_stats
        where league_id = ${leagueId} and game_date < ${today}`,
  );
  const end = last?.day ?? null;
  return {
    intervalCode: interval,
    season_id: null,
    start_date: end ? addDays(end, -6) : null,
    end_date: end,
  };
}
