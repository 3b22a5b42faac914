import type { BoxScoreImportResult } from '@hoopdex/contract';
import { formatCount } from '../../../lib/format';

const n = (count: number, one: string, many = `${one}s`) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** What an import did (or, on a dry run, would do), in one sentence for the status line. */
export function importSummary(r: BoxScoreImportResult, dryRun: boolean): string {
  const lines =
    `${n(r.games_created, 'new game')}, ${formatCount(r.lines_inserted)} new ` +
    `and ${formatCount(r.lines_updated)} updated box-score lines`;
  const created =
    r.players_created === undefined
      ? ''
      : `; created ${[
          ...(r.leagues_created ? [n(r.leagues_created, 'league')] : []),
          n(r.seasons_created ?? 0, 'season'),
          n(r.teams_created ?? 0, 'team'),
          n(r.players_created, 'player'),
        ].join(', ')}`;
  const skipped = r.skipped?.length
    ? `; skipped ${r.skipped.map((s) => `${formatCount(s.count)} ${s.reason}`).join(', ')}`
    : '';
  return `${dryRun ? 'Dry run, nothing changed. It would import' : 'Imported'}: ${lines}${created}${skipped}.`;
}
