import type { Player } from '@hoopdex/contract';
import type { ReactNode } from 'react';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { rasterSrc } from '../../../lib/drawn-images';
import { formatFanCount, formatWeight } from '../../../lib/format';
import { formatHeight, playerName } from '../utils/player-format';
import './player-header.css';

type PlayerHeaderProps = {
  player: Player;
  fanCount: number;
  /** The follow button (features meet on the page, so it comes in as a slot). */
  follow: ReactNode;
  actions?: ReactNode;
};

/** Photo, name, team and league logos, the measurables, fans and follow. */
export function PlayerHeader({ player, fanCount, follow, actions }: PlayerHeaderProps) {
  const name = playerName(player);
  const facts: [string, string][] = [
    ['Position', player.position ?? '- -'],
    ['Class', player.school_year ?? '- -'],
    ['Height', formatHeight(player.height_in)],
    ['Weight', formatWeight(player.weight_lbs)],
  ];
  return (
    <header className="player-header">
      <ImageWithFallback
        className="player-header__photo"
        src={player.imageuri}
        fallbackLabel={name}
        // Drawn initials (no picture, an imported player) only repeat the name beside them.
        alt={player.imageuri ? `Photo of ${name}` : ''}
        width={144}
        height={144}
        loading="eager"
        // The largest thing on a phone's first screen (LCP): fetch it ahead of the logos.
        fetchPriority="high"
      />
      <div className="player-header__body">
        <h1 className="player-header__name">
          {name}
          {player.jersey ? <span className="player-header__jersey"> #{player.jersey}</span> : null}
        </h1>
        <p className="player-header__team">
          {player.team_logo ? <img src={rasterSrc(player.team_logo, 28)} alt="" width={28} height={28} /> : null}
          <span>{player.team_name ?? 'No team'}</span>
          {player.league_logo ? (
            <img src={rasterSrc(player.league_logo, 28)} alt={`${player.league_name.toUpperCase()} logo`} width={28} height={28} />
          ) : (
            <span className="player-header__league">{player.league_name.toUpperCase()}</span>
          )}
        </p>
        <dl className="player-header__facts">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="player-header__actions">
          <span className="player-header__fans" aria-live="polite">
            {formatFanCount(fanCount)}
          </span>
          {follow}
          {actions}
        </div>
      </div>
    </header>
  );
}
