import type { GameLine } from '../model/types';
import { defaultParams } from '../model/params';
import { walkForward, type ScoredRow } from './walk-forward';

/**
 * For the model's look-ahead tests: every row a walk-forward scores over one made-up season
 * (season 1, no earlier seasons, no positions, the default parameters).
 */
export function walkForwardRows(lines: GameLine[]): ScoredRow[] {
  const out: ScoredRow[] = [];
  walkForward({
    lines,
    seasonId: 1,
    seasonsBack: () => 0,
    positionOf: () => null,
    params: defaultParams,
    observe: (r) => out.push(r),
  });
  return out;
}
