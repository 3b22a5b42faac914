import type { PlayerListItem } from '@hoopdex/contract';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { TableRegion } from '../../../components/ui/table-region';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { SortHeader } from '../../../components/ui/sort-header';
import { paths } from '../../../config/paths';
import { formatDollars } from '../../value';
import type { PlayerListSort } from '../api/get-players';
import { playerName } from '../utils/player-format';
import './players-list.css';

type PlayersTableProps = {
  players: readonly PlayerListItem[];
  caption: string;
  sort: PlayerListSort;
  dir: 'asc' | 'desc';
  onSort: (sort: PlayerListSort) => void;
  busy?: boolean;
};

/** The player list: name, team, position, trending rank, Hoopdex Value; the sortable columns say so. */
export function PlayersTable({ players, caption, sort, dir, onSort, busy }: PlayersTableProps) {
  const direction = (column: PlayerListSort) => (sort === column ? dir : undefined);
  const head = useRef<HTMLTableSectionElement>(null);
  // On a phone the table scrolls sideways in its region and the Value column starts out of view:
  // the column the list is sorted by is brought into view (the names stay, they are sticky), so
  // the figures a fan sorted by are the ones on screen. No-op when it already shows (any desktop).
  useEffect(() => {
    const sorted = head.current?.querySelector<HTMLElement>(
      'th[aria-sort="ascending"], th[aria-sort="descending"]',
    );
    const region = head.current?.closest<HTMLElement>('.data-table-wrap');
    if (!sorted || !region) return;
    const right = sorted.offsetLeft + sorted.offsetWidth;
    if (right > region.scrollLeft + region.clientWidth) region.scrollLeft = right - region.clientWidth;
  }, [sort, dir, players]);
  return (
    <TableRegion caption={caption} className="players-table" busy={busy}>
      <thead ref={head}>
        <tr>
          <SortHeader label="Player" direction={direction('name')} onSort={() => onSort('name')} />
          <SortHeader className="text-left" label="Team" direction={direction('team_name')} onSort={() => onSort('team_name')} />
          <th scope="col" className="text-left">
            Position
          </th>
          <SortHeader label="Trending" direction={direction('trending_rank')} onSort={() => onSort('trending_rank')} />
          <SortHeader label="Value" direction={direction('value')} onSort={() => onSort('value')} />
        </tr>
      </thead>
      <tbody>
        {players.map((p) => (
          <tr key={p.id}>
            <th scope="row">
              <Link className="players-table__player" to={paths.player(p.slug)}>
                <ImageWithFallback src={p.imageuri} fallbackLabel={playerName(p)} width={36} height={36} />
                {playerName(p)}
              </Link>
            </th>
            <td className="text-left">{p.team_name ?? '- -'}</td>
            <td className="text-left">{p.position ?? '- -'}</td>
            {/* Only the players fans follow most right now hold a trending rank (the home page's
                list): the others are "not trending", said in words rather than a bare "- -". */}
            <td>{p.trending_rank === null ? <span className="muted">Not trending</span> : `#${p.trending_rank}`}</td>
            {/* The value of the league's latest season with games: a player with no game in it has
                none (not $0), said in words as the Value board's method does. */}
            <td>{p.value == null ? <span className="muted">No games</span> : formatDollars(p.value)}</td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
