import type { GameBoxLine, GameDetail } from '@hoopdex/contract';
import { Link } from 'react-router';
import '../../../components/ui/data-table.css';
import { paths } from '../../../config/paths';

type Side = GameDetail['home'];

const made = (m: number, a: number) => `${m}-${a}`;
const columns: { label: string; title: string; cell: (l: GameBoxLine) => string }[] = [
  { label: 'MIN', title: 'Minutes', cell: (l) => String(l.minutes) },
  { label: 'PTS', title: 'Points', cell: (l) => String(l.pts) },
  { label: 'FG', title: 'Field goals made-attempted', cell: (l) => made(l.fgm, l.fga) },
  { label: '3P', title: '3-pointers made-attempted', cell: (l) => made(l.three_pm, l.three_pa) },
  { label: 'FT', title: 'Free throws made-attempted', cell: (l) => made(l.ftm, l.fta) },
  { label: 'REB', title: 'Rebounds (offensive + defensive)', cell: (l) => String(l.reb) },
  { label: 'AST', title: 'Assists', cell: (l) => String(l.ast) },
  { label: 'STL', title: 'Steals', cell: (l) => String(l.st) },
  { label: 'BLK', title: 'Blocks', cell: (l) => String(l.blks) },
  { label: 'TOV', title: 'Turnovers', cell: (l) => String(l.turnovers) },
  { label: 'PF', title: 'Personal fouls', cell: (l) => String(l.fouls) },
];

/** One team's box score: a player per row (name stays put while the figures scroll at 375 px). */
export function GameBoxScore({ side }: { side: Side }) {
  return (
    <div
      className="data-table-wrap"
      tabIndex={0}
      role="region"
      aria-label={`${side.team.name} box score`}
    >
      <table className="data-table">
        <caption>
          {side.team.name} <span className="game-page__score">{side.score}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            {columns.map((c) => (
              <th key={c.label} scope="col">
                <abbr title={c.title}>{c.label}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {side.lines.map((l) => (
            <tr key={l.player.slug}>
              <th scope="row">
                <Link to={paths.player(l.player.slug, 'statistics')}>{l.player.name}</Link>
              </th>
              {columns.map((c) => (
                <td key={c.label}>{c.cell(l)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
