import { Link } from 'react-router';
import { creatorTabs, paths, type CreatorTab } from '../../../config/paths';
import './creator-page.css';

const labels: Record<CreatorTab, string> = { articles: 'Articles', players: 'Players', gear: 'Gear', about: 'About' };

/** The creator page tabs; the active one lives in the URL (/creator/{slug}/{tab}). */
export function CreatorTabs({ slug, active }: { slug: string; active: CreatorTab }) {
  return (
    <nav className="creator-tabs" aria-label="Creator sections">
      <ul>
        {creatorTabs.map((tab) => (
          <li key={tab}>
            <Link
              to={paths.creator(slug, tab)}
              className={`creator-tabs__tab${tab === active ? ' creator-tabs__tab--active' : ''}`}
              aria-current={tab === active ? 'page' : undefined}
              preventScrollReset
            >
              {labels[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
