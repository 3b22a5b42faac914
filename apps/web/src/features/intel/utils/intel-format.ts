import type { BigGameReason, RiserStatMove } from '@hoopdex/contract';
import { formatFixed } from '../../../lib/format';

/** A riser's top move as the site writes it: "+8.4 PTS", "-1.2 TOV" (fewer turnovers is a rise). */
export function formatMove(move: Pick<RiserStatMove, 'delta' | 'label'>): string {
  const sign = move.delta > 0 ? '+' : '';
  return `${sign}${formatFixed(move.delta, 1)} ${move.label}`;
}

/** The same move in words for screen readers and titles: "Points up 8.4 per game (14.1 to 22.5)". */
export function describeMove(move: RiserStatMove): string {
  const direction = move.delta >= 0 ? 'up' : 'down';
  return `${move.label} ${direction} ${formatFixed(Math.abs(move.delta), 1)} per game (${formatFixed(move.baseline_average, 1)} before, ${formatFixed(move.week_average, 1)} this week)`;
}

/** The box-score numbers a big-game reason names. */
export type BigGameLine = { pts: number; reb: number; ast: number; game_score: number };

/** Each reason in words, triple-double swallowing double-double: "career-high 34 PTS". */
export function bigGameReasonTexts(reasons: readonly BigGameReason[], line: BigGameLine): string[] {
  const texts: string[] = [];
  for (const reason of reasons) {
    if (reason === 'double_double' && reasons.includes('triple_double')) continue;
    texts.push(reasonText(reason, line));
  }
  return texts;
}

function reasonText(reason: BigGameReason, line: BigGameLine): string {
  switch (reason) {
    case 'top_game_score':
      return `top 1% Game Score (${formatFixed(line.game_score, 1)})`;
    case 'career_high_pts':
      return `career-high ${line.pts} PTS`;
    case 'career_high_reb':
      return `career-high ${line.reb} REB`;
    case 'career_high_ast':
      return `career-high ${line.ast} AST`;
    case 'season_high_pts':
      return `season-high ${line.pts} PTS`;
    case 'season_high_reb':
      return `season-high ${line.reb} REB`;
    case 'season_high_ast':
      return `season-high ${line.ast} AST`;
    case 'double_double':
      return 'double-double';
    case 'triple_double':
      return 'triple-double';
  }
}

/** The badge's label: "Big game: career-high 34 PTS, double-double". */
export const bigGameLabel = (reasons: readonly BigGameReason[], line: BigGameLine) =>
  `Big game: ${bigGameReasonTexts(reasons, line).join(', ')}`;
