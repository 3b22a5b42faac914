import type { ValueBoardRow } from '@hoopdex/contract';
import { Link } from 'react-router';
import { TableRegion } from '../../../components/ui/table-region';
import { paths } from '../../../config/paths';
import { formatChange, formatDollars } from '../utils/value-format';

interface BoardTableProps {
  rows: ValueBoardRow[] | undefined;
  caption: string;
  busy: boolean;
  /** Rows of grey while the first page loads. */
  placeholders: number;
}

/** The ranking: rank, player, value with its 10th–90th range, and the week's change. */
export function ValueBoardTable({ rows, caption, busy, placeholders }: BoardTableProps) {
  return (
    <TableRegion caption={caption} className="data-table--ranked value-board__table" busy={busy}>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col" className="text-left">
            Player
          </th>
          <th scope="col">Value</th>
          <th scope="col">Range (10th–90th)</th>
          <th scope="col">Change, 7 days</th>
        </tr>
      </thead>
      <tbody>
        {rows
          ? rows.map((r) => (
              <tr key={r.player.slug}>
                <td>{r.rank}</td>
                <th scope="row" className="text-left">
                  <Link to={paths.player(r.player.slug)}>{r.player.name}</Link>
                  <span className="data-table__sub">
                    {[r.player.position, r.player.team].filter(Boolean).join(' · ')}
                  </span>
                </th>
                <td className="data-table__ranked">{formatDollars(r.value)}</td>
                <td>
                  {formatDollars(r.low)}–{formatDollars(r.high)}
                </td>
                <td>{r.change === null ? '—' : formatChange(r.change)}</td>
              </tr>
            ))
          : Array.from({ length: placeholders }, (_, i) => (
              <tr key={i} aria-hidden="true">
                <td colSpan={5}>
                  <span className="value-board__placeholder" />
                </td>
              </tr>
            ))}
      </tbody>
    </TableRegion>
  );
}

/** The week's biggest rises, each linking to the player page whose ledger explains it. */
export function ValueRisers({ risers, days }: { risers: ValueBoardRow[]; days: number }) {
  if (!risers.length) return null;
  return (
    <section className="value-board__risers" aria-labelledby="value-risers">
      <h2 id="value-risers">Risers over {days} days</h2>
      <ol>
        {risers.map((r) => (
          <li key={r.player.slug}>
            <Link to={paths.player(r.player.slug)}>{r.player.name}</Link>{' '}
            <strong>{formatChange(r.change ?? 0)}</strong>{' '}
            <span className="muted">to {formatDollars(r.value)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
