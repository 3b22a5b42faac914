import type { Player } from '@hoopdex/contract';
import { formatWeight } from '../../../lib/format';
import { formatHeight } from '../utils/player-format';
import './player-panels.css';

/** Bio, school, hometown and measurables. */
export function InfoPanel({ player }: { player: Player }) {
  const rows: [string, string][] = [
    ['Team', player.team_name ?? '- -'],
    ['League', player.league_name.toUpperCase()],
    ['School', player.school ?? '- -'],
    ['Hometown', player.hometown ?? '- -'],
    ['Position', player.position ?? '- -'],
    ['Class', player.school_year ?? '- -'],
    ['Jersey', player.jersey ? `#${player.jersey}` : '- -'],
    ['Height', formatHeight(player.height_in)],
    ['Weight', formatWeight(player.weight_lbs)],
  ];
  return (
    <div className="info-panel">
      <section aria-labelledby="player-bio">
        <h2 id="player-bio">Bio</h2>
        <p>{player.bio ?? 'No bio yet.'}</p>
      </section>
      <section aria-labelledby="player-details">
        <h2 id="player-details">Details</h2>
        <dl className="info-panel__list">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
