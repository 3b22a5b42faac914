import type { PlayerSeasonStats, StatKey } from '@hoopdex/contract';
import { lowerIsBetter } from '../../../lib/stat-catalog';

/**
 * Which columns hold the best value of a row: the highest, or the lowest for turnovers. Ties are
 * all best; missing values never are; a row with fewer than two values has no "better" one.
 */
export function bestIndexes(values: readonly (number | null | undefined)[], lowerWins: boolean): Set<number> {
  const present = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (present.length < 2) return new Set();
  const best = lowerWins ? Math.min(...present) : Math.max(...present);
  if (present.every((v) => v === best)) return new Set();
  return new Set(values.flatMap((v, i) => (v === best ? [i] : [])));
}

export const isLowerBetter = (key: StatKey | 'games_played') => key !== 'games_played' && lowerIsBetter.includes(key);

export type CompareMode = 'average' | 'total';
export const statValue = (stats: PlayerSeasonStats | undefined, key: StatKey, mode: CompareMode) =>
  stats ? stats[`${key}_${mode}`] : undefined;
export const statRating = (stats: PlayerSeasonStats | undefined, key: StatKey, mode: CompareMode) =>
  stats ? stats[`${key}_${mode}_rating`] : undefined;

/** ?with=a,b,c: up to three other players, never the main one, no repeats. */
export function parseWith(raw: string | null, mainSlug: string): string[] {
  const slugs = (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return [...new Set(slugs)].filter((s) => s !== mainSlug).slice(0, 3);
}
