import type { PlayerSummary } from '@hoopdex/contract';
import { PlayerRowLink } from '../../../components/ui/player-row-link';
import '../../../components/ui/side-list.css';
import './search-results.css';

/** Player results: photo, name and team, each to /player/{slug}. */
export function PlayerResults({ players }: { players: readonly PlayerSummary[] }) {
  return (
    <ul className="search-results__players">
      {players.map((player) => {
        return (
          <li key={player.id}>
            <PlayerRowLink player={player} />
          </li>
        );
      })}
    </ul>
  );
}
