import { sql } from 'drizzle-orm';
import type { BoxScoreRow } from './box-score';
import type { Executor } from '../db/bulk-insert';
import { DAY_MS } from './dates';
import type { LeagueCode } from './leagues-gen';
import type { Rng } from './random';
import type { World } from './seed-world';

/** Hollinger's Game Score, as the stats module computes it (GAME_SCORE_SQL). */
export function gameScore(s: BoxScoreRow): number {
  return (
    s.pts +
    0.4 * s.fgm -
    0.7 * s.fga -
    0.4 * (s.fta - s.ftm) +
    0.7 * s.oreb +
    0.3 * s.dreb +
    s.st +
    0.7 * s.ast +
    0.7 * s.blks -
    0.4 * s.fouls -
    s.turnovers
  );
}

interface Tally {
  games: number;
  gs: number;
  pts: number;
  recentGames: number;
  recentGs: number;
}

/** Each player's Game Scores, over both seasons and over the last two weeks. */
export class Performance {
  private readonly byPlayer = new Map<number, Tally>();
  private readonly recentFrom: string;

  constructor(todayMs: number) {
    this.recentFrom = new Date(todayMs - 14 * DAY_MS).toISOString().slice(0, 10);
  }

  record(line: BoxScoreRow): void {
    const t = this.byPlayer.get(line.playerId) ?? {
      games: 0,
      gs: 0,
      pts: 0,
      recentGames: 0,
      recentGs: 0,
    };
    const gs = gameScore(line);
    t.games += 1;
    t.gs += gs;
    t.pts += line.pts;
    if (line.gameDate >= this.recentFrom) {
      t.recentGames += 1;
      t.recentGs += gs;
    }
    this.byPlayer.set(line.playerId, t);
  }

  /** Average Game Score, or null under `min` games. */
  average(playerId: number, min = 5): number | null {
    const t = this.byPlayer.get(playerId);
    return t && t.games >= min ? t.gs / t.games : null;
  }

  /** What fans see: Game Score, with points weighed in (scorers draw crowds). */
  appeal(playerId: number, min = 5): number | null {
    const t = this.byPlayer.get(playerId);
    return t && t.games >= min ? (t.gs + 0.5 * t.pts) / t.games : null;
  }

  recentAverage(playerId: number, min = 2): number | null {
    const t = this.byPlayer.get(playerId);
    return t && t.recentGames >= min ? t.recentGs / t.recentGames : null;
  }
}

/** What a top player of the league draws: the NBA's stars have the most fans, the G League's the fewest. */
const leagueReach: Record<LeagueCode, number> = { nba: 900, ncaam: 380, ncaaw: 300, gleague: 110 };
/** The first teams of each list are the big markets and blue-blood programs. */
const BIG_STAGE_TEAMS = 8;

/**
 * Fans follow performance, exposure and league: a player's Game Score percentile within his
 * league drives an exponential curve (heavy-tailed: a star has a hundred times a reserve's
 * fans), a big stage adds some, and a little noise keeps ties apart.
 */
export function assignFans(world: World, perf: Performance, rng: Rng): void {
  const bigStage = new Set(
    world.leagues.flatMap((l) =>
      world.teams
        .filter((t) => t.league === l)
        .slice(0, BIG_STAGE_TEAMS)
        .map((t) => t.id),
    ),
  );
  for (const league of world.leagues) {
    const rostered = world.players.filter((p) => p.league === league && p.team);
    const ranked = rostered
      .map((p) => ({ p, gs: perf.appeal(p.id) ?? -Infinity }))
      .sort((a, b) => a.gs - b.gs || a.p.id - b.p.id);
    ranked.forEach(({ p, gs }, i) => {
      const pct = gs === -Infinity ? 0 : i / Math.max(1, ranked.length - 1);
      const stage = p.team && bigStage.has(p.team.id) ? 1.4 : 1;
      const noise = Math.exp(rng.fork(p.id).normal(0, 0.2));
      const base = leagueReach[league.spec.code as LeagueCode] ?? 100;
      p.row.fanCount = Math.round(base * stage * Math.exp(5.8 * pct ** 2.5) * noise);
    });
  }
}

/** How much a league's players trend on the site (the main leagues lead). */
const leagueBuzz: Record<LeagueCode, number> = { nba: 1, ncaam: 0.95, ncaaw: 0.9, gleague: 0.75 };

/**
 * trending_rank 1..50: who plays best lately (the last two weeks), with the season and the
 * fans behind it. Only players with two recent games qualify.
 */
export function assignTrending(world: World, perf: Performance): void {
  // Each league's 90th-percentile Game Score: a league's best compare with their own league.
  const p90 = new Map(
    world.leagues.map((l) => {
      const avgs = world.players
        .filter((p) => p.league === l && p.team)
        .map((p) => perf.average(p.id))
        .filter((v): v is number => v !== null)
        .sort((a, b) => a - b);
      return [l, Math.max(1, avgs[Math.floor(avgs.length * 0.9)] ?? 1)] as const;
    }),
  );
  const scored = world.players
    .filter((p) => p.team)
    .flatMap((p) => {
      const recent = perf.recentAverage(p.id);
      const season = perf.average(p.id);
      if (recent === null || season === null) return [];
      const buzz = leagueBuzz[p.league.spec.code as LeagueCode] ?? 0.5;
      const fans = Math.log10(10 + (p.row.fanCount ?? 0));
      const level = (0.6 * recent + 0.4 * season) / (p90.get(p.league) ?? 1);
      return [{ p, score: level * buzz * (1 + 0.05 * fans) }];
    })
    .sort((a, b) => b.score - a.score || a.p.id - b.p.id);
  for (const p of world.players) p.row.trendingRank = null;
  scored.slice(0, 50).forEach(({ p }, i) => {
    p.row.trendingRank = i + 1;
  });
}

/** Writes the players' fans and trending ranks (the rows went in before their games). */
export async function saveFansAndTrending(db: Executor, world: World): Promise<void> {
  const rows = world.players.map((p) => ({
    id: p.id,
    fans: p.row.fanCount ?? 0,
    rank: p.row.trendingRank ?? null,
  }));
  for (let start = 0; start < rows.length; start += 5_000) {
    const batch = JSON.stringify(rows.slice(start, start + 5_000));
    await db.execute(
      sql`update players p set fan_count = v.fans, trending_rank = v.rank from json_to_recordset(${batch}::json) as v(id int, fans int, rank int) where p.id = v.id`,
    );
  }
}
