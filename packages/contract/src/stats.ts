import { z } from 'zod';
import { intervalCodes, statKeys, type StatKey } from './stat-constants';

export const intervalCodeSchema = z.enum(intervalCodes);

const num = z.number().nullable();
const statShape = Object.fromEntries(
  statKeys.flatMap((k) => [
    [`${k}_average`, num],
    [`${k}_average_rating`, num],
    [`${k}_total`, num],
    [`${k}_total_rating`, num],
  ]),
) as Record<`${StatKey}_${'average' | 'average_rating' | 'total' | 'total_rating'}`, typeof num>;

export const playerSeasonStatsSchema = z.object({
  player_id: z.number().int(),
  interval_id: intervalCodeSchema,
  games_played: z.number().int(),
  games_total_rating: num,
  performance: num,
  ...statShape,
});
export type PlayerSeasonStats = z.infer<typeof playerSeasonStatsSchema>;

export const chartRowSchema = z.object({
  label: z.string(),
  average: num,
  averagerating: num,
  total: num,
  totalrating: num,
  leagueaveragerating: num,
});
export type ChartRow = z.infer<typeof chartRowSchema>;
