import type { AccuracyRow } from '@hoopdex/contract';
import { TableRegion } from '../../../components/ui/table-region';
import { formatCount, formatFixed } from '../../../lib/format';
import { horizonNames, type Horizon } from '../utils/horizons';
import {
  accuracyLines,
  bestMethods,
  formatChange,
  formatShare,
  type Method,
} from '../utils/accuracy-table';
import { projectedStatInfo } from '../utils/projected-stats';

const methods: { key: Method; name: string }[] = [
  { key: 'model', name: 'Hoopdex' },
  { key: 'season_to_date', name: 'Season to date' },
  { key: 'last_10', name: 'Last 10' },
];

const error = (v: number | null) => (v === null ? '- -' : formatFixed(v, 2));

function ErrorCells({ values }: { values: Record<Method, number | null> }) {
  const best = bestMethods(values);
  return methods.map((m) => (
    <td key={m.key}>
      {error(values[m.key])}
      {best.has(m.key) ? (
        <>
          <span aria-hidden="true"> ★</span>
          <span className="visually-hidden"> (lowest)</span>
        </>
      ) : null}
    </td>
  ));
}

/**
 * One horizon of a backtest: per stat, the typical error of our projection and of the two
 * baselines (RMSE, MAE: lower is better, ★ the lowest), how often the 80 % range held, and the
 * interval score.
 */
export function AccuracyTable({
  rows,
  horizon,
  busy,
}: {
  rows: readonly AccuracyRow[];
  horizon: Horizon;
  busy?: boolean;
}) {
  const lines = accuracyLines(rows, horizon);
  return (
    <TableRegion
      caption={`${horizonNames[horizon][0]!.toUpperCase()}${horizonNames[horizon].slice(1)}: error by stat, lower is better (★ the lowest)`}
      className="accuracy-table"
      busy={busy}
    >
      <thead>
        <tr>
          <th scope="col">Stat</th>
          {methods.map((m) => (
            <th key={m.key} scope="col">{`RMSE ${m.name}`}</th>
          ))}
          <th scope="col">RMSE change vs season to date</th>
          {methods.map((m) => (
            <th key={m.key} scope="col">{`MAE ${m.name}`}</th>
          ))}
          <th scope="col">In 80 % range</th>
          <th scope="col">Interval score</th>
          <th scope="col">Projections</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.stat}>
            <th scope="row">{projectedStatInfo[line.stat].name}</th>
            <ErrorCells values={line.rmse} />
            <td>{formatChange(line.rmseChange)}</td>
            <ErrorCells values={line.mae} />
            <td>{formatShare(line.coverage)}</td>
            <td>{error(line.intervalScore)}</td>
            <td>{formatCount(line.n)}</td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
