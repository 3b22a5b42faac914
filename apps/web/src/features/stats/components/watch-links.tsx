import { Link } from 'react-router';
import type { PlaysLink, PlayStat } from '../utils/plays-link';

/** The plays a scout asks for first, as the film room's playlists of this season. */
const picks: [PlayStat, string][] = [
  ['three_pm', 'Made threes'],
  ['fgm', 'Made shots'],
  ['ast', 'Assists'],
  ['blks', 'Blocks'],
  ['st', 'Steals'],
  ['turnovers', 'Turnovers'],
];

/** "Watch": the statistics tab's way into the clip playlists, beside the numbers that link. */
export function WatchLinks({ playsLink }: { playsLink: PlaysLink }) {
  const links = picks.flatMap(([stat, label]) => {
    const href = playsLink(stat);
    return href ? [{ stat, label, href }] : [];
  });
  if (!links.length) return null;
  return (
    <nav className="watch-links" aria-label="Watch this season's plays">
      <h2 className="watch-links__title">Watch</h2>
      <ul>
        {links.map((l) => (
          <li key={l.stat}>
            <Link to={l.href} className="watch-links__link">
              <span aria-hidden="true">▶ </span>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
