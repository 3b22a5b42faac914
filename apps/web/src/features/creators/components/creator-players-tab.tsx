import { PlayerRowLink } from '../../../components/ui/player-row-link';
import { EmptyState, ErrorState } from '../../../components/ui/state-views';
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
        return (
          <li key={player.id}>
            <PlayerRowLink player={player} />
          </li>
        );
      })}
    </ul>
  );
}
