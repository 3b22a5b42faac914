import type { PlayerSummary } from '@hoopdex/contract';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { paths } from '../../../config/paths';
import '../../../components/ui/side-list.css';
import './search-results.css';

/** Player results: photo, name and team, each to /player/{slug}. */
export function PlayerResults({ players }: { players: readonly PlayerSummary[] }) {
  return (
    <ul className="search-results__players">
      {players.map((player) => {
        const name = `${player.firstname} ${player.lastname}`;
        return (
          <li key={player.id}>
            <Link className="side-list__row" to={paths.player(player.slug)}>
              <ImageWithFallback className="side-list__avatar" src={player.imageuri} fallbackLabel={name} width={40} height={40} />
              <span className="side-list__text">
                <span className="side-list__name">{name}</span>
                {player.team_name ? <span className="side-list__sub">{player.team_name}</span> : null}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
