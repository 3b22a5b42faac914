import type { PlayerListItem } from '@hoopdex/contract';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { paths } from '../../../config/paths';
import { formatWeight } from '../../../lib/format';
import { ValueTag } from '../../value';
import { formatHeight, playerName } from '../utils/player-format';
import './player-panels.css';

/**
 * Who the selected player is, in the explorer's side panel, with links to the full pages; her
 * Hoopdex Value when the player given carries one (a players-list row), "No games" when null.
 */
export function PlayerCardMini({
  player,
  headingLevel = 2,
}: {
  player: PlayerListItem;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="player-mini">
      <ImageWithFallback
        src={player.imageuri}
        fallbackLabel={playerName(player)}
        width={72}
        height={72}
      />
      <div>
        <Heading className="player-mini__name">{playerName(player)}</Heading>
        <p className="muted">
          {[
            player.team_name,
            player.position,
            player.school_year,
            formatHeight(player.height_in),
            formatWeight(player.weight_lbs),
          ]
            .filter((v) => v && v !== '- -')
            .join(' · ')}
        </p>
        {player.value !== undefined ? (
          <p className="player-mini__value">
            <ValueTag value={player.value} showLabel />
          </p>
        ) : null}
        <p className="player-mini__links">
          <Link to={paths.player(player.slug)}>Full profile</Link>
          <Link to={paths.playerCompare(player.slug)}>Compare</Link>
        </p>
      </div>
    </div>
  );
}
