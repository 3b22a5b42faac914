import type { GameLogRow } from '@hoopdex/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { TableRegion } from '../../../components/ui/table-region';
import { PageNav } from '../../../components/ui/page-nav';
import { paths } from '../../../config/paths';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-views';
import { formatDay, formatStatValue } from '../../../lib/stat-catalog';
import { GAME_LOG_PAGE, usePlayerGames } from '../api/get-player-games';
import { formatCount } from '../../../lib/format';
import { BigGameBadge } from '../../intel';

const shot = (made: number, attempted: number) => `${made}-${attempted}`;
// Points, rebounds and assists first: on a phone they are the columns in view beside the game.
const columns: { label: string; title: string; cell: (g: GameLogRow) => string }[] = [
  { label: 'PTS', title: 'Points', cell: (g) => String(g.pts) },
  { label: 'REB', title: 'Rebounds', cell: (g) => String(g.reb) },
  { label: 'AST', title: 'Assists', cell: (g) => String(g.ast) },
  { label: 'MIN', title: 'Minutes', cell: (g) => String(g.minutes) },
  { label: 'STL', title: 'Steals', cell: (g) => String(g.st) },
  { label: 'BLK', title: 'Blocks', cell: (g) => String(g.blks) },
  { label: 'TOV', title: 'Turnovers', cell: (g) => String(g.turnovers) },
  { label: 'FG', title: 'Field goals made-attempted', cell: (g) => shot(g.fgm, g.fga) },
  { label: '3P', title: '3-pointers made-attempted', cell: (g) => shot(g.three_pm, g.three_pa) },
  { label: 'FT', title: 'Free throws made-attempted', cell: (g) => shot(g.ftm, g.fta) },
  { label: 'GmSc', title: 'Game Score', cell: (g) => formatStatValue(g.game_score) },
];

/** The current season's box scores, newest first, ten per page. */
export function GameLogTable({ slug }: { slug: string }) {
  const [page, setPage] = useState(1);
  const query = usePlayerGames(slug, (page - 1) * GAME_LOG_PAGE);
  if (query.isPending) return <Skeleton height={420} label="Loading game log" />;
  if (query.isError) return <ErrorState what="the game log" error={query.error} onRetry={() => void query.refetch()} />;
  const { data: games, rowCount } = query.data;
  if (!games?.length) return <EmptyState>No games this season yet.</EmptyState>;
  return (
    <>
      <TableRegion caption={`Game log (${formatCount(rowCount)} games this season)`}>
        <thead>
          <tr>
            <th scope="col">Game</th>
            <th scope="col" className="text-left">
              Result
            </th>
            {columns.map((c) => (
              <th key={c.label} scope="col">
                <abbr title={c.title}>{c.label}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {games.map((g) => (
            <tr key={g.game_id}>
              {/* The date and the opponent name the row together, so both stay in view on a phone. */}
              <th scope="row">
                <Link to={paths.game(g.game_id)} aria-label={`${formatDay(g.game_date)}: the game`}>
                  {formatDay(g.game_date)}
                </Link>
                <span className="data-table__sub">
                  {`${g.home ? 'vs' : '@'} ${g.opponent_name}`}
                  {g.big_game ? <BigGameBadge reasons={g.big_game.reasons} line={g} /> : null}
                </span>
              </th>
              <td className="text-left">{`${g.result} ${g.team_score}-${g.opponent_score}`}</td>
              {columns.map((c) => (
                <td key={c.label}>{c.cell(g)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </TableRegion>
      <PageNav page={page} pageSize={GAME_LOG_PAGE} total={rowCount} onPage={setPage} label="Game log pages" />
    </>
  );
}
