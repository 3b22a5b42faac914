import type { LeaderboardResult, LeagueStatTotals, PlayerSeasonStats } from '@hoopdex/contract';
import { statKeys } from '../lib/stat-catalog';
import { makePlayer } from './fixtures';

/** Every stat filled: averages 10, totals 200, ratings 60; overrides win. */
export function makeStats(overrides: Partial<PlayerSeasonStats> = {}): PlayerSeasonStats {
  const base = Object.fromEntries(
    statKeys.flatMap((k) => [
      [`${k}_average`, 10],
      [`${k}_average_rating`, 60],
      [`${k}_total`, 200],
      [`${k}_total_rating`, 60],
    ]),
  );
  return {
    player_id: 9,
    interval_id: 'latest_season',
    games_played: 20,
    games_total_rating: 70,
    performance: 15.2,
    ...base,
    ...overrides,
  } as PlayerSeasonStats;
}

export function makeLeagueTotals(overrides: Partial<LeagueStatTotals> = {}): LeagueStatTotals {
  const base = Object.fromEntries(
    statKeys.flatMap((k) => [
      [`${k}_average`, 8],
      [`${k}_average_rating`, 50],
      [`${k}_total`, 16000],
      [`${k}_total_rating`, 50],
    ]),
  );
  return {
    intervalCode: 'latest_season',
    start_date: '2025-10-01',
    end_date: '2026-03-01',
    season_id: 1,
    organization_id: 1,
    player_count: 100,
    rated_player_count: 90,
    min_games: 5,
    games_played: 2000,
    games_total_rating: 50,
    performance: 9,
    ...base,
    ...overrides,
  } as LeagueStatTotals;
}

export function makeLeaderboard(overrides: Partial<LeaderboardResult> = {}): LeaderboardResult {
  const items = [1, 2, 3].map((rank) => ({
    ...makeStats({ player_id: rank }),
    rank,
    value: 30 - rank,
    player: {
      slug: `player-${rank}`,
      firstname: 'Player',
      lastname: String(rank),
      imageuri: null,
      team_name: `Team ${rank}`,
      position: 'Guard',
      school_year: null,
    },
  }));
  return {
    start_date: '2026-02-22',
    end_date: '2026-02-28',
    intervalCode: 'latest_season',
    items,
    sortField: 'performance',
    sortTitle: 'Performance',
    sortDirection: 'desc',
    title: 'Season Leaderboard',
    min_games: 5,
    qualification: { team_games: 7, min_games: 5, made_stat: null, min_made: null, min_made_per_game: null, label: 'Qualified: 5+ games' },
    total: 3,
    ...overrides,
  };
}

export { makePlayer };
