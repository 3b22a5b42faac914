import type { ExplorerRow, StatField } from '@hoopdex/contract';
import { Link } from 'react-router';
import { TableRegion } from '../../../components/ui/table-region';
import { SortHeader } from '../../../components/ui/sort-header';
import { formatStatField, statFieldLabel } from '../../../lib/stat-catalog';
import type { SortKey } from '../utils/explorer-url';
import './explorer.css';

type ExplorerTableProps = {
  rows: readonly ExplorerRow[];
  columns: readonly StatField[];
  sort: SortKey;
  dir: 'asc' | 'desc';
  onSort: (key: SortKey) => void;
  /** Where a player's row leads (the summary beside the table), keeping the current filters. */
  rowHref: (slug: string) => string;
  selected?: string;
  caption: string;
  busy?: boolean;
};

/**
 * The Database table: sticky name column, the chosen statistics right after it (games and Game
 * Score by default, so the numbers are in view on a phone), then team and position; sortable
 * headers with aria-sort, one link per row.
 */
export function ExplorerTable({ rows, columns, sort, dir, onSort, rowHref, selected, caption, busy }: ExplorerTableProps) {
  const direction = (key: SortKey) => (sort === key ? dir : undefined);
  return (
    <TableRegion caption={caption} className="explorer-table" regionClassName="explorer-table-wrap" busy={busy}>
      <thead>
        <tr>
          <SortHeader label="Player" direction={direction('name')} onSort={() => onSort('name')} />
          {columns.map((c) => (
            <SortHeader key={c} label={statFieldLabel(c)} direction={direction(c)} onSort={() => onSort(c)} />
          ))}
          <SortHeader className="text-left" label="Team" direction={direction('team_name')} onSort={() => onSort('team_name')} />
          <th scope="col" className="text-left">
            Pos
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.player_id} aria-selected={row.slug === selected ? true : undefined} className={row.slug === selected ? 'explorer-table__selected' : undefined}>
            <th scope="row">
              <Link to={rowHref(row.slug)} preventScrollReset aria-current={row.slug === selected ? 'true' : undefined}>
                {row.firstname} {row.lastname}
              </Link>
              {row.qualified ? null : (
                <abbr className="explorer-table__unrated" title="Does not qualify">
                  {' '}
                  *
                </abbr>
              )}
            </th>
            {columns.map((c) => (
              <td key={c}>{formatStatField(c, row[c])}</td>
            ))}
            <td className="text-left">{row.team_name ?? '- -'}</td>
            <td className="text-left">{row.position ?? '- -'}</td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
