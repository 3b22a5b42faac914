import { Link } from 'react-router';
import { paths, playerTabs, type PlayerTab } from '../../../config/paths';
import './player-tabs.css';

const titles: Record<PlayerTab, string> = { statistics: 'Statistics', gear: 'Gear', info: 'Info', timeline: 'Timeline' };

/** The tabs are links (each tab has its URL); the current one is marked with aria-current. */
export function PlayerTabs({ slug, active, search }: { slug: string; active: PlayerTab; search?: string }) {
  return (
    <nav className="player-tabs" aria-label="Player sections">
      {playerTabs.map((tab) => (
        <Link
          key={tab}
          className="player-tabs__tab"
          to={`${paths.player(slug, tab)}${tab === 'statistics' && search ? search : ''}`}
          aria-current={tab === active ? 'page' : undefined}
          preventScrollReset
        >
          {titles[tab]}
        </Link>
      ))}
    </nav>
  );
}

export const playerTabTitle = (tab: PlayerTab) => titles[tab];
