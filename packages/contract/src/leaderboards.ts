import { z } from 'zod';
import { calendarDate } from './common';
import { positions, schoolYears } from './entities';
import { projectedValueSchema } from './projections';
import { qualificationSchema } from './qualification';
import { statPlayerSchema } from './stat-tables';
import { rankStatistics, type RankStatistic } from './stat-constants';
import { intervalCodeSchema, playerSeasonStatsSchema } from './stats';

const rankStatisticValues = rankStatistics.map((s) => s.value) as [
  RankStatistic,
  ...RankStatistic[],
];
export const rankStatisticSchema = z.enum(rankStatisticValues);

export const leaderboardViews = ['actual', 'projected'] as const;
export type LeaderboardView = (typeof leaderboardViews)[number];

/** GET /api/leaderboards. organization_id defaults to the NBA league; interval to the season. */
export const leaderboardQuerySchema = z.object({
  organization_id: z.coerce.number().int().positive().optional(),
  interval_code: intervalCodeSchema.default('latest_season'),
  position: z.enum(positions).optional(),
  school_year: z.enum(schoolYears).optional(),
  /** Omitted = rank by performance (average Game Score). */
  statistic: rankStatisticSchema.optional(),
  /** Omitted = the qualification rule's minimum (docs/decisions/0017-qualified-leaders.md). */
  min_games: z.coerce.number().int().min(0).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /**
   * `projected` ranks the season's qualified players by their projected rest-of-season average
   * of the statistic (issue 32; points when none is given): season boards only. Omitted = actual.
   */
  view: z.enum(leaderboardViews).optional(),
  /** The projected view's date (default today): games before it only. */
  as_of: calendarDate.optional(),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const leaderboardItemSchema = playerSeasonStatsSchema.extend({
  /** Competition ranking: equal values share a rank (1, 2, 2, 4). */
  rank: z.number().int().positive(),
  player: statPlayerSchema,
  /** The value of sortField for this player (projected view: the projection's mean). */
  value: z.number().nullable(),
  /** Projected view: the rest-of-season average of the statistic with its 80 % range. */
  projected: projectedValueSchema.optional(),
});
export type LeaderboardItem = z.infer<typeof leaderboardItemSchema>;

export const leaderboardResultSchema = z.object({
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  intervalCode: intervalCodeSchema,
  items: z.array(leaderboardItemSchema),
  sortField: z.union([rankStatisticSchema, z.literal('performance')]),
  sortTitle: z.string(),
  /** 'desc' except turnovers, which rank fewest first. */
  sortDirection: z.enum(['asc', 'desc']),
  title: z.enum(['Weekly Leaderboard', 'Season Leaderboard']),
  min_games: z.number().int(),
  /** The rule a player met to be listed; its label is shown next to the list. */
  qualification: qualificationSchema,
  total: z.number().int(),
  /** Which ranking this is; the projected one says as of when and of which season. */
  view: z.enum(leaderboardViews).optional(),
  projection: z.object({ as_of: z.string(), season: z.string() }).optional(),
});
export type LeaderboardResult = z.infer<typeof leaderboardResultSchema>;
