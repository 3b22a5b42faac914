import type { PlayerSeasonStats, StatKey } from '@hoopdex/contract';

// The better-value rule is shared with the server's compare card, so both mark the same cells.
export { bestIndexes, isLowerBetter } from '@hoopdex/contract/stat-constants';

export type CompareMode = 'average' | 'total';
export const statValue = (stats: PlayerSeasonStats | undefined, key: StatKey, mode: CompareMode) =>
  stats ? stats[`${key}_${mode}`] : undefined;
export const statRating = (
  stats: PlayerSeasonStats | undefined,
  key: StatKey,
  mode: CompareMode,
) => (stats ? stats[`${key}_${mode}_rating`] : undefined);

/** ?with=a,b,c: up to three other players, never the main one, no repeats. */
export function parseWith(raw: string | null, mainSlug: string): string[] {
  const slugs = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return [...new Set(slugs)].filter((s) => s !== mainSlug).slice(0, 3);
}
