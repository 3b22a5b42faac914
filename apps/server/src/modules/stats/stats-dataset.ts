import {
  intervalCodes,
  type IntervalCode,
  type IntervalWindow,
  type PlayerStatsRow,
} from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import type { ModuleDeps } from '../../deps';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import type { LeagueRule } from './qualification';
import { datasetCacheKey, leagueDerivedKey } from './stats-cache';
import { aggregateLeague, MIN_GAMES_SHARE } from './stats-aggregate';
import { addDays, intervalWindow, utcToday } from './stats-window';

/** One league's stats over one interval: the unit every stats call reads. */
export interface StatsDataset {
  window: IntervalWindow;
  leagueId: number;
  /** The league's code (nba, ncaam, …): which qualification rule its lists use. */
  leagueCode: string;
  /** The league's leader rule from the catalogue (null: not in it; the NBA's then applies). */
  rule: LeagueRule | null;
  /** Games needed to be rated (and, by default, to appear on leaderboards). */
  minGames: number;
  rows: PlayerStatsRow[];
  /** The stats_version the rows were computed at (see reuse in computeDataset). */
  version: number;
}

/** Seconds a computed dataset is reused. Box scores arrive by import, not per request. */
export const STATS_TTL_SECONDS = 300;
const BUCKET_MS = STATS_TTL_SECONDS * 1000;
/** Share of a bucket after which the next bucket's dataset is computed in the background. */
const PREFETCH_AFTER = 0.8;
/**
 * The league's interval stats, computed by one SQL statement and cached per league, interval
 * and 5-minute time bucket (the bucket's UTC day fixes the weekly window). Single-flight: a
 * burst of requests for a cold key runs the aggregate once. Late in a bucket the next bucket
 * is computed in the background, and a bucket nobody prefetched is answered from the last one
 * while it is computed, so readers never wait for a recompute once the cache is warm
 * (stale-while-revalidate built on cache.wrap). Importers call boxScoresChanged afterwards.
 */
export function loadDataset(
  deps: Pick<ModuleDeps, 'db' | 'cache'>,
  leagueId: number,
  interval: IntervalCode,
  now = Date.now(),
): Promise<StatsDataset> {
  const bucket = Math.floor(now / BUCKET_MS);
  const key = (b: number) => datasetCacheKey(leagueId, interval, b);
  const load = (b: number) =>
    deps.cache.wrap(key(b), STATS_TTL_SECONDS * 2, () =>
      computeDataset(
        deps,
        leagueId,
        interval,
        utcToday(new Date(b * BUCKET_MS)),
        deps.cache.peek<StatsDataset>(key(b - 1)),
      ),
    );
  if (now - bucket * BUCKET_MS > BUCKET_MS * PREFETCH_AFTER) {
    load(bucket + 1).catch(() => undefined); // a failed prefetch is retried by the next reader
  }
  // Nobody read late in the last bucket, so this one is not computed yet: answer from the last
  // bucket's dataset (a few seconds older; after boxScoresChanged there is none) while it is.
  // A large league takes ~1 s; every reader of it would otherwise queue behind that.
  const previous = deps.cache.peek<StatsDataset>(key(bucket - 1));
  if (previous && deps.cache.peek(key(bucket)) === undefined) {
    load(bucket).catch(() => undefined);
    return Promise.resolve(previous);
  }
  return load(bucket);
}

/**
 * The dataset of a bucket. When the bucket before it was computed at the same stats_version and
 * over the same window, nothing it shows can have changed (migration 0009's triggers move the
 * version on every write to box scores, players, teams or seasons), so that same object is
 * reused: two one-row queries instead of the aggregate, whose ~20,000 rows a large league's
 * server spent ~1 s of its event loop reading every 5 minutes, and everything memoized on the
 * object (row maps, comp profiles) stays. The version is read before the aggregate, so a write
 * landing between the two leaves a dataset tagged older than its rows: recomputed next time.
 */
async function computeDataset(
  deps: Pick<ModuleDeps, 'db'>,
  leagueId: number,
  interval: IntervalCode,
  today: string,
  previous: StatsDataset | undefined,
): Promise<StatsDataset> {
  const version = await statsVersion(deps.db.db);
  const window = await intervalWindow(deps.db.db, leagueId, interval, today);
  if (previous && previous.version === version && sameWindow(previous.window, window)) {
    return previous;
  }
  const [rows, [league]] = await Promise.all([
    aggregateLeague(deps.db.db, leagueId, window),
    sqlRows<{ name: string; rule: LeagueRule | null }>(
      deps.db.db,
      // The rule is read with the league (decision 0031): an admin-added league's own rule.
      sql`select l.name, case when c.slug is null then null else json_build_object(
          'games_share', c.qualify_games_share, 'fgm_per_game', c.qualify_fgm_per_game,
          'three_pm_per_game', c.qualify_three_pm_per_game, 'ftm_per_game', c.qualify_ftm_per_game)
          end as rule
        from leagues l left join league_catalogue c on c.slug = l.name where l.id = ${leagueId}`,
    ),
  ]);
  const most = rows.reduce((m, r) => Math.max(m, r.games_played), 0);
  const minGames = Math.max(1, Math.ceil(MIN_GAMES_SHARE * most));
  return {
    window,
    leagueId,
    leagueCode: league?.name ?? '',
    rule: league?.rule ?? null,
    minGames,
    rows,
    version,
  };
}

/** The counter of migration 0009; NaN (never equal, so never reused) if its row is missing. */
async function statsVersion(db: Database): Promise<number> {
  const [row] = await sqlRows<{ version: number }>(
    db,
    sql`select version::float8 as version from stats_version where id = 1`,
  );
  return row?.version ?? Number.NaN;
}

const sameWindow = (a: IntervalWindow, b: IntervalWindow) =>
  a.intervalCode === b.intervalCode &&
  a.season_id === b.season_id &&
  a.start_date === b.start_date &&
  a.end_date === b.end_date;

/** Computes every league's datasets ahead of traffic (call after start-up or an import). */
export async function warmStats(deps: Pick<ModuleDeps, 'db' | 'cache'>, leagueIds: number[]) {
  for (const id of leagueIds) {
    for (const interval of intervalCodes) await loadDataset(deps, id, interval);
  }
}

// Lookups derived from a cached dataset are memoized on the dataset object itself: the
// in-process cache hands out the same object until it expires, so each is built once.
const byPlayer = new WeakMap<StatsDataset, Map<number, PlayerStatsRow>>();

export function rowOfPlayer(ds: StatsDataset, playerId: number): PlayerStatsRow | undefined {
  let index = byPlayer.get(ds);
  if (!index) {
    index = new Map(ds.rows.map((r) => [r.player_id, r]));
    byPlayer.set(ds, index);
  }
  return index.get(playerId);
}

/**
 * A league's season so far as of a date: every player's row over the season's games from its
 * start to the day before `before` (the projected leaderboard's actual side and its
 * qualification, which must not see games on or after its as-of date). Cached like a dataset.
 */
export function seasonRowsBefore(
  deps: Pick<ModuleDeps, 'db' | 'cache'>,
  leagueId: number,
  season: { id: number; start_date: string },
  before: string,
): Promise<PlayerStatsRow[]> {
  const key = leagueDerivedKey(leagueId, 'season-to-date', season.id, before);
  // A date window (not the season id): the aggregate then stops the day before `before`.
  return deps.cache.wrap(key, STATS_TTL_SECONDS, () =>
    aggregateLeague(deps.db.db, leagueId, {
      intervalCode: 'lastweek',
      season_id: season.id,
      start_date: season.start_date,
      end_date: addDays(before, -1),
    }),
  );
}
