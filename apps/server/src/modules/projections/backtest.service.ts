import type { Accuracy, AccuracyRow } from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ServiceDeps } from '../../deps';
import { sqlRows } from '../../db/sql-rows';
import { walkForwardInThread } from './backtest/backtest-thread';
import type { BacktestResult } from './backtest/walk-forward';
import { leagueSeasons, loadLinesInWindows } from './league-data';
import { defaultParams, type ModelParams } from './model/params';

/**
 * The walk-forward backtest of one league season (docs/decisions/0026-projections.md), with
 * every earlier season of the league as history. Pure computing once the lines are read: done on
 * a thread of its own.
 */
export async function backtestSeason(
  db: Database,
  leagueId: number,
  seasonId: number,
  params: ModelParams = defaultParams,
): Promise<BacktestResult> {
  const seasons = await leagueSeasons(db, leagueId);
  const at = seasons.findIndex((s) => s.id === seasonId);
  if (at < 0) return { asOfDates: [], rows: [] };
  const upTo = seasons.slice(0, at + 1);
  const lines = await loadLinesInWindows(db, leagueId, upTo);
  const people = await sqlRows<{ id: number; position: string | null; school_year: string | null }>(
    db,
    sql`select id, position, school_year from players
        where id in (select distinct player_id from player_game_stats where league_id = ${leagueId})`,
  );
  // Computed on its own thread: the server's keeps answering requests (backtest-thread.ts).
  return walkForwardInThread({
    lines,
    seasonId,
    seasonsBack: upTo.map((s, i) => [s.id, upTo.length - 1 - i]),
    positions: people.map((p) => [p.id, p.position]),
    groups: people.map((p) => [p.id, p.school_year]),
    params,
  });
}

interface StoredRow {
  league_id: number;
  league_name: string;
  season_id: number;
  season: string;
  computed_at: string;
  as_of_dates: string[];
  rows: AccuracyRow[];
}

/**
 * The stored accuracy of a league season (defaults: the league, then the season, newest
 * backtested); null when none is stored yet.
 */
export async function accuracyOf(
  deps: ServiceDeps,
  q: { league?: number | undefined; season?: string | undefined },
): Promise<Accuracy | null> {
  const stored = await sqlRows<StoredRow>(
    deps.db.db,
    sql`select b.league_id, l.display_name as league_name, b.season_id, s.label as season,
          b.computed_at, b.as_of_dates, b.rows
        from projection_backtests b join leagues l on l.id = b.league_id
          join seasons s on s.id = b.season_id
        where b.computed_at is not null and jsonb_array_length(b.rows) > 0
        order by s.start_date desc, l.sort_order, l.id`,
  );
  const pick = stored.find(
    (r) =>
      (q.league === undefined || r.league_id === q.league) &&
      (q.season === undefined || r.season === q.season),
  );
  if (!pick) return null;
  return {
    league: { id: pick.league_id, name: pick.league_name },
    season: pick.season,
    as_of_dates: pick.as_of_dates,
    computed_at: new Date(pick.computed_at).toISOString(),
    rows: pick.rows,
    available: stored.map((r) => ({
      league: { id: r.league_id, name: r.league_name },
      season: r.season,
    })),
  };
}
