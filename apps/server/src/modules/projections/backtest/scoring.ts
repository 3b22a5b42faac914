// Scores of a range against an outcome. An outcome is a cell [lo, hi) of the continuous
// extension (a count y is [y, y + 1), an average of m games [ȳ, ȳ + 1/m), a percentage of n
// attempts [m/(n+1), (m+1)/(n+1)), minutes [y − ½, y + ½)), the same extension the ranges are
// quantiles of (model/types.ts). A cell scores what a uniform draw from it would score on
// average (the nonrandomized PIT of Czado, Gneiting & Held 2009): the share of it inside the
// range for coverage, and the expected interval score.

export interface Cell {
  lo: number;
  hi: number;
}

/** Share of the outcome's cell inside [p10, p90]. */
export function coverage(cell: Cell, p10: number, p90: number): number {
  const width = cell.hi - cell.lo;
  if (!(width > 0)) return cell.lo >= p10 && cell.lo <= p90 ? 1 : 0;
  return Math.max(0, Math.min(cell.hi, p90) - Math.max(cell.lo, p10)) / width;
}

/** E[(t − Y)+] for Y uniform on the cell. */
function shortfall(t: number, { lo, hi }: Cell): number {
  if (t <= lo) return 0;
  if (t >= hi) return t - (lo + hi) / 2;
  return (t - lo) ** 2 / (2 * (hi - lo));
}

/**
 * The weighted interval score of one central (1 − α) range (Gneiting & Raftery 2007 interval
 * score, weighted by α/2 as in Bracher et al. 2021): (α/2)(width) + (below-range miss) +
 * (above-range miss). Lower is better; in the stat's units.
 */
export function weightedIntervalScore(cell: Cell, p10: number, p90: number, alpha = 0.2): number {
  const width = cell.hi > cell.lo ? cell : { lo: cell.lo, hi: cell.lo + 1e-9 };
  const below = shortfall(p10, width); // E[(p10 − Y)+]
  // E[(Y − p90)+] = E[Y] − p90 + E[(p90 − Y)+]
  const above = (width.lo + width.hi) / 2 - p90 + shortfall(p90, width);
  const is = p90 - p10 + (2 / alpha) * (below + above);
  return (alpha / 2) * is;
}
