import { Link } from 'react-router';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { EmptyState, ErrorState } from '../../../components/ui/state-views';
import { paths } from '../../../config/paths';
import { useCreatorPlayers } from '../api/get-creator';
import '../../../components/ui/side-list.css';

/** Players tab: the players in the creator's videos, each to their page. */
export function CreatorPlayersTab({ creatorId, name }: { creatorId: number; name: string }) {
  const players = useCreatorPlayers(creatorId);
  if (players.isError) return <ErrorState what="the players" error={players.error} onRetry={() => void players.refetch()} />;
  if (players.isPending) return <p className="muted">Loading players…</p>;
  if (players.data.length === 0) {
    return (
      <EmptyState>
        <p>{name} has not featured any players yet.</p>
      </EmptyState>
    );
  }
  return (
    <ul className="video-grid content-grid" aria-label={`Players featured by ${name}`}>
      {players.data.map((player) => {
        const full = `${player.firstname} ${player.lastname}`;
        return (
          <li key={player.id}>
            <Link className="side-list__row" to={paths.player(player.slug)}>
              <ImageWithFallback className="side-list__avatar" src={player.imageuri} fallbackLabel={full} width={40} height={40} />
              <span className="side-list__text">
                <span className="side-list__name">{full}</span>
                {player.team_name ? <span className="side-list__sub">{player.team_name}</span> : null}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
