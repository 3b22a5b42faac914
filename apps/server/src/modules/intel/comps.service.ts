import type { Comp, CompsQuery, CompsResult, PlayerStatsRow } from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { ServiceDeps } from '../../deps';
import { sqlRows } from '../../db/sql-rows';
import {
  loadDataset,
  boxScoreDerivedKey,
  STATS_TTL_SECONDS,
  type StatsDataset,
} from '../stats/index';
import { playerStats } from '../stats/index';
import {
  closestStats,
  distance2,
  NearestK,
  PROFILE_SIZE,
  similarityOf,
  spread,
  writeProfile,
  type Body,
} from './comp-profile';
import { intelKeys } from './intel-cache';

/** One league's rated players and their profiles, row i at vectors[i × PROFILE_SIZE]. */
export interface LeagueProfiles {
  leagueId: number;
  rows: PlayerStatsRow[];
  vectors: Float64Array;
  indexOf: Map<number, number>;
}

// Profiles are derived from the cached season dataset (shared by every instance through the
// cache, dropped by an import's boxScoresChanged) and memoized on the dataset object: built once
// per league and dataset, ~16,000 players × 16 numbers in all at the large scale.
const built = new WeakMap<StatsDataset, LeagueProfiles>();

/** Heights and weights of a league's players, cached under the stats prefix like the datasets. */
function leagueBodies(
  deps: ServiceDeps,
  leagueId: number,
): Promise<[number, number | null, number | null][]> {
  return deps.cache.wrap(boxScoreDerivedKey('bodies', leagueId), STATS_TTL_SECONDS, async () =>
    (
      await sqlRows<{ id: number; h: number | null; w: number | null }>(
        deps.db.db,
        sql`select id, height_in as h, weight_lbs as w from players
          where league_id = ${leagueId} and (height_in is not null or weight_lbs is not null)`,
      )
    ).map((r) => [r.id, r.h, r.w]),
  );
}

/** The league's profiles: rated players only (the minimum-games rule of the leaderboards). */
export async function leagueProfiles(deps: ServiceDeps, leagueId: number): Promise<LeagueProfiles> {
  const ds = await loadDataset(deps, leagueId, 'latest_season');
  const known = built.get(ds);
  if (known) return known;
  const bodyList = await leagueBodies(deps, leagueId);
  const again = built.get(ds);
  if (again) return again;
  const rows = ds.rows.filter((r) => r.qualified);
  const byId = new Map<number, Body>(
    bodyList.map(([id, height, weight]) => [id, { height, weight }]),
  );
  const mine = rows.map((r) => byId.get(r.player_id));
  const bodies = {
    height: spread(mine.map((b) => b?.height ?? null)),
    weight: spread(mine.map((b) => b?.weight ?? null)),
  };
  const vectors = new Float64Array(rows.length * PROFILE_SIZE);
  rows.forEach((r, i) => writeProfile(vectors, i * PROFILE_SIZE, r, mine[i], bodies));
  const profiles = {
    leagueId,
    rows,
    vectors,
    indexOf: new Map(rows.map((r, i) => [r.player_id, i])),
  };
  built.set(ds, profiles);
  return profiles;
}

/** Every league's id and display name (comps name the comp's league). */
function leagueNames(deps: ServiceDeps): Promise<[number, string][]> {
  return deps.cache.wrap(intelKeys.leagueNames, 300, async () =>
    (
      await sqlRows<{ id: number; name: string }>(
        deps.db.db,
        sql`select id, display_name as name from leagues order by sort_order, id`,
      )
    ).map((r) => [r.id, r.name]),
  );
}

/**
 * The `k` nearest players to the profile at `at` of `own`, among `pools`, the player excluded.
 * A scan of every rated profile: 16 numbers each, ~1 ms for 16,000 players.
 */
export function nearest(own: LeagueProfiles, at: number, pools: LeagueProfiles[], k: number) {
  const best = new NearestK(k);
  const refs: [LeagueProfiles, number][] = [];
  const self = own.rows[at]?.player_id;
  for (const pool of pools) {
    for (let j = 0; j < pool.rows.length; j++) {
      if (pool.rows[j]?.player_id === self) continue;
      const d2 = distance2(
        own.vectors,
        at * PROFILE_SIZE,
        pool.vectors,
        j * PROFILE_SIZE,
        best.bound,
      );
      if (d2 < best.bound) best.offer(d2, refs.push([pool, j]) - 1);
    }
  }
  return best.refs.map((ref, i) => ({
    pool: refs[ref]![0],
    index: refs[ref]![1],
    d2: best.d2[i]!,
  }));
}

/**
 * Comps are a pure function of the profiles they were drawn from, so they are kept on the
 * player's league profiles with the pools they scanned, and reused while every pool is the same
 * object (no dataset was recomputed). The answer cache's minute then costs a lookup, not a scan:
 * before, its entries, filled in the same second by a burst, expired together and their
 * rescans held the event loop for ~100-200 ms at once on the large data. Bounded per league
 * profiles, so a crawl of every player cannot grow it without limit.
 */
const MEMO_PER_LEAGUE = 5_000;
const compsMemo = new WeakMap<
  LeagueProfiles,
  LRUCache<string, { pools: LeagueProfiles[]; items: Comp[] }>
>();
function memoizedComps(
  own: LeagueProfiles,
  pools: LeagueProfiles[],
  key: string,
  compute: () => Comp[],
): Comp[] {
  let memo = compsMemo.get(own);
  if (!memo) compsMemo.set(own, (memo = new LRUCache({ max: MEMO_PER_LEAGUE })));
  const known = memo.get(key);
  if (known && known.pools.length === pools.length && known.pools.every((p, i) => p === pools[i])) {
    return known.items;
  }
  const items = compute();
  memo.set(key, { pools, items });
  return items;
}

/** GET /api/players/{slug}/comps: the closest players in the league or in every league. */
export async function compsOf(
  deps: ServiceDeps,
  slug: string,
  q: CompsQuery,
): Promise<CompsResult> {
  const { row, dataset } = await playerStats(deps, slug, 'latest_season');
  if (!row.qualified) {
    return {
      scope: q.scope,
      reason:
        `Too few games this season to compare: ${row.games_played} played, ` +
        `${dataset.minGames} needed.`,
      items: [],
    };
  }
  const own = await leagueProfiles(deps, row.league_id);
  const at = own.indexOf.get(row.player_id);
  if (at === undefined) return { scope: q.scope, reason: 'No season profile yet.', items: [] };
  const names = new Map(await leagueNames(deps));
  const pools =
    q.scope === 'league'
      ? [own]
      : await Promise.all([...names.keys()].map((id) => leagueProfiles(deps, id)));
  const items = memoizedComps(own, pools, `${q.scope}:${q.limit}:${at}`, () =>
    nearest(own, at, pools, q.limit).map(({ pool, index, d2 }) => {
      const other = pool.rows[index] as PlayerStatsRow;
      const { slug: s, firstname, lastname, imageuri, team_name, position, school_year } = other;
      return {
        player_id: other.player_id,
        league_id: pool.leagueId,
        league_name: names.get(pool.leagueId) ?? '',
        player: { slug: s, firstname, lastname, imageuri, team_name, position, school_year },
        similarity: similarityOf(d2),
        matches: closestStats(row, other),
      };
    }),
  );
  return {
    scope: q.scope,
    reason: items.length ? null : 'No other rated player to compare with.',
    items,
  };
}
