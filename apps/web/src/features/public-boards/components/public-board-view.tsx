import type { PublicBoard } from '@hoopdex/contract';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useServerMarkup } from '../../../components/ui/use-server-markup';
import { formatDate } from '../../../lib/format';
import { formatStatValue } from '../../../lib/stat-catalog';
import './public-board.css';

type Item = PublicBoard['items'][number];

const figures = (s: Item['stats']) =>
  [
    ['GP', String(s.games_played)],
    ['PTS', formatStatValue(s.pts_average)],
    ['REB', formatStatValue(s.reb_average)],
    ['AST', formatStatValue(s.ast_average)],
    ['FG%', formatStatValue(s.fg_percent_average)],
  ] as const;

function BoardPlayer({ item }: { item: Item }) {
  const { player, stats, note } = item;
  const name = `${player.firstname} ${player.lastname}`.trim();
  const about = [player.team_name, player.position, player.school_year].filter(Boolean).join(' · ');
  return (
    <li className="public-board__item">
      <span className="public-board__rank" aria-hidden="true">
        {item.position}
      </span>
      <div className="public-board__body">
        <h2 className="public-board__name">
          <Link to={paths.player(player.slug)}>{name}</Link>
        </h2>
        {about ? <p className="muted">{about}</p> : null}
        <dl className="public-board__stats" aria-label={`${name}: season per game`}>
          {figures(stats).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {note ? (
          <blockquote className="public-board__note">
            {note.grade !== null ? (
              <p className="public-board__grade">Grade {note.grade} of 5</p>
            ) : null}
            {note.note ? <p>{note.note}</p> : null}
          </blockquote>
        ) : null}
      </div>
    </li>
  );
}

/** A scout's shared board: players in the scout's order, season figures and public notes. */
export function PublicBoardView({ board }: { board: PublicBoard }) {
  // The server knows no visitor's time zone: its page (and the hydration of it) says the UTC
  // date, the browser its own from the next render on (decision 0037).
  const utc = useServerMarkup();
  return (
    <>
      <p className="muted">
        A scouting board with {board.item_count} {board.item_count === 1 ? 'player' : 'players'},
        updated {formatDate(board.updated_at, { utc })}. Figures: season, per game.
      </p>
      {board.items.length ? (
        <ol className="public-board__list" aria-label={`Players on ${board.name}`}>
          {board.items.map((item) => (
            <BoardPlayer key={item.player.slug} item={item} />
          ))}
        </ol>
      ) : (
        <p>No players on this board yet.</p>
      )}
    </>
  );
}
