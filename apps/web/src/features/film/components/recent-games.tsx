import type { GameLogRow } from '@hoopdex/contract';
import { formatDay } from '../../../lib/stat-catalog';
import { usePlayerLastGames } from '../../stats';

/** How many players' games and how many games of each the picker offers. */
const PLAYERS = 3;
const GAMES = 5;

type Props = {
  /** The players the video tags: the film is most likely of one of their games. */
  players: { slug: string; name: string }[];
  /** The game chosen so far (its button is marked pressed). */
  chosen: number | null;
  onPick: (gameId: number) => void;
};

/**
 * "Attach to a game" without knowing a game's id: the last games of the players the video tags,
 * one button each, newest first. Picking one fills the game field.
 */
export function RecentGames({ players, chosen, onPick }: Props) {
  if (!players.length) return null;
  return (
    <div className="attach-film__recent">
      {players.slice(0, PLAYERS).map((p) => (
        <PlayerGames key={p.slug} player={p} chosen={chosen} onPick={onPick} />
      ))}
    </div>
  );
}

function PlayerGames({
  player,
  chosen,
  onPick,
}: {
  player: Props['players'][number];
  chosen: number | null;
  onPick: (gameId: number) => void;
}) {
  const games = usePlayerLastGames(player.slug);
  const rows = (games.data?.data ?? []).slice(0, GAMES);
  const headingId = `recent-games-${player.slug}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="attach-film__recent-heading">
        Recent games of {player.name}
      </h3>
      {games.isPending ? (
        <p className="muted">Loading the games…</p>
      ) : games.isError ? (
        <p className="muted">The games cannot be loaded right now: type the game id instead.</p>
      ) : rows.length === 0 ? (
        <p className="muted">No games yet.</p>
      ) : (
        <ul className="attach-film__recent-list">
          {rows.map((g) => (
            <li key={g.game_id}>
              <button
                type="button"
                className="button button--ghost"
                aria-pressed={chosen === g.game_id}
                onClick={() => onPick(g.game_id)}
              >
                {gameLabel(g)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "11.24.26 vs MIN, W 131-125" from the player's side. */
export function gameLabel(g: GameLogRow): string {
  return `${formatDay(g.game_date)} ${g.home ? 'vs' : 'at'} ${g.opponent_name}, ${g.result} ${g.team_score}-${g.opponent_score}`;
}
