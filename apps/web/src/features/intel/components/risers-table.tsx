import type { Riser } from '@hoopdex/contract';
import { Link } from 'react-router';
import { TableRegion } from '../../../components/ui/table-region';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { paths } from '../../../config/paths';
import { formatFixed } from '../../../lib/format';
import { formatDay } from '../../../lib/stat-catalog';
import '../../../components/ui/leaderboard-table.css';
import { describeMove, formatMove } from '../utils/intel-format';
import './intel.css';

type RisersTableProps = { items: Riser[]; busy?: boolean };

const weekOf = (items: Riser[]) => {
  const first = items[0];
  return first ? `${formatDay(first.week_start)} – ${formatDay(first.week_end)}` : '';
};

/** Rank, player, riser score (in view beside the name on a phone), team, Game Score this week against before, games and the top move. */
export function RisersTable({ items, busy }: RisersTableProps) {
  const week = weekOf(items);
  return (
    <TableRegion caption={`Weekly risers, ranked by riser score${week ? `, week of ${week}` : ''}`} className="data-table--ranked leaderboard-table risers-table" busy={busy}>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col" className="text-left">
            Player
          </th>
          <th scope="col" aria-sort="descending">
            <abbr title="Riser score: change in average Game Score, in standard deviations of the player's own baseline">
              Score
            </abbr>
          </th>
          <th scope="col" className="text-left">
            Team
          </th>
          <th scope="col">
            <abbr title="Average Game Score this week against the season before it">
              GmSc week vs before
            </abbr>
          </th>
          <th scope="col">
            <abbr title="Games this week / games before it">Games</abbr>
          </th>
          <th scope="col" className="text-left">
            Top move
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((riser) => {
          const name = `${riser.player.firstname} ${riser.player.lastname}`;
          return (
            <tr key={riser.player.slug}>
              <td>{riser.rank}</td>
              <th scope="row" className="text-left">
                <Link className="leaderboard-table__player" to={paths.player(riser.player.slug)}>
                  <ImageWithFallback
                    src={riser.player.imageuri}
                    fallbackLabel={name}
                    width={32}
                    height={32}
                  />
                  {name}
                </Link>
              </th>
              <td className="leaderboard-table__sorted">{formatFixed(riser.score, 2)}</td>
              <td className="text-left">{riser.player.team_name ?? '- -'}</td>
              <td>
                {formatFixed(riser.performance_week, 1)} <span className="muted">vs</span>{' '}
                {formatFixed(riser.performance_baseline, 1)}
              </td>
              <td>
                {riser.games_week} / {riser.games_baseline}
              </td>
              <td className="text-left">
                <span className="riser-move" title={describeMove(riser.top_move)}>
                  <span aria-hidden="true">▲ </span>
                  {formatMove(riser.top_move)}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </TableRegion>
  );
}
