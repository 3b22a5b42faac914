import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { ImageWithFallback } from './image-with-fallback';
import './side-list.css';

type PlayerRowPlayer = {
  slug: string;
  firstname: string;
  lastname: string;
  imageuri: string | null;
  team_name?: string | null;
};

/**
 * One player in a side list (search, trending, tagged, covered): photo, name, team, to the page;
 * `aside` sits at the row's end (the trending list's Hoopdex Value).
 */
export function PlayerRowLink({
  player,
  rank,
  aside,
}: {
  player: PlayerRowPlayer;
  rank?: ReactNode;
  aside?: ReactNode;
}) {
  const name = `${player.firstname} ${player.lastname}`;
  return (
    <Link className="side-list__row" to={paths.player(player.slug)}>
      {rank !== undefined ? <span className="side-list__rank">{rank}</span> : null}
      <ImageWithFallback
        className="side-list__avatar"
        src={player.imageuri}
        fallbackLabel={name}
        width={40}
        height={40}
      />
      <span className="side-list__text">
        <span className="side-list__name">{name}</span>
        {player.team_name ? <span className="side-list__sub">{player.team_name}</span> : null}
      </span>
      {aside ? <span className="side-list__aside">{aside}</span> : null}
    </Link>
  );
}
