import type { League } from '@hoopdex/contract';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import './players-list.css';

/** One link per league (ncaawb never offered); the current one carries aria-current. */
export function LeagueTabs({ leagues, active }: { leagues: readonly League[]; active: string }) {
  return (
    <nav className="league-tabs" aria-label="Leagues">
      {leagues
        .filter((l) => l.name.toLowerCase() !== 'ncaawb')
        .map((league) => (
          <Link
            key={league.id}
            to={paths.players(league.name)}
            className="league-tabs__tab"
            aria-current={league.name === active ? 'page' : undefined}
          >
            {league.display_name}
          </Link>
        ))}
    </nav>
  );
}
