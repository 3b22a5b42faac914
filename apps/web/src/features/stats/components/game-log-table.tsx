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
import type { PlaysLink, PlayStat } from '../utils/plays-link';
import { useDeferredResult } from '../../../lib/use-deferred-result';

/** A count of the game log, and what its plays are called ("made threes"): linkable. */
type Part = { stat: PlayStat; words: string };
type Column = { label: string; title: string; cell: (g: GameLogRow) => string; parts?: Part[] };

// Points, rebounds and assists first: on a phone they are the columns in view beside the game.
const counted = (label: string, title: string, stat: PlayStat, words: string): Column => ({
  label,
  title,
  cell: (g) => String(g[stat]),
  parts: [{ stat, words }],
});
const shots = (label: string, title: string, made: PlayStat, att: PlayStat, what: string): Column => ({
  label,
  title,
  cell: (g) => `${g[made]}-${g[att]}`,
  parts: [
    { stat: made, words: `made ${what}` },
    { stat: att, words: `${what} attempted` },
  ],
});
const columns: Column[] = [
  counted('PTS', 'Points', 'pts', 'scoring plays'),
  counted('REB', 'Rebounds', 'reb', 'rebounds'),
  counted('AST', 'Assists', 'ast', 'assists'),
  { label: 'MIN', title: 'Minutes', cell: (g) => String(g.minutes) },
  counted('STL', 'Steals', 'st', 'steals'),
  counted('BLK', 'Blocks', 'blks', 'blocks'),
  counted('TOV', 'Turnovers', 'turnovers', 'turnovers'),
  shots('FG', 'Field goals made-attempted', 'fgm', 'fga', 'field goals'),
  shots('3P', '3-pointers made-attempted', 'three_pm', 'three_pa', 'threes'),
  shots('FT', 'Free throws made-attempted', 'ftm', 'fta', 'free throws'),
  { label: 'GmSc', title: 'Game Score', cell: (g) => formatStatValue(g.game_score) },
];

/** A cell: its numbers link to their plays when the game has play-by-play of the player. */
function Cell({ g, column, playsLink }: { g: GameLogRow; column: Column; playsLink: PlaysLink | undefined }) {
  if (!column.parts || !playsLink || !g.has_plays) return <>{column.cell(g)}</>;
  return (
    <>
      {column.parts.map((part, i) => {
        const value = g[part.stat];
        const href = value > 0 ? playsLink(part.stat, g.game_id) : null;
        return (
          <span key={part.stat}>
            {i > 0 ? '-' : null}
            {href ? (
              <Link to={href} className="stat-plays-link">
                {value}
                <span className="visually-hidden">{` ${part.words}: watch them`}</span>
              </Link>
            ) : (
              value
            )}
          </span>
        );
      })}
    </>
  );
}

/** The current season's box scores, newest first, ten per page. */
export function GameLogTable({ slug, playsLink }: { slug: string; playsLink?: PlaysLink | undefined }) {
  const [page, setPage] = useState(1);
  const query = useDeferredResult(usePlayerGames(slug, (page - 1) * GAME_LOG_PAGE));
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
                <td key={c.label}>
                  <Cell g={g} column={c} playsLink={playsLink} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </TableRegion>
      <PageNav page={page} pageSize={GAME_LOG_PAGE} total={rowCount} onPage={setPage} label="Game log pages" />
    </>
  );
}
