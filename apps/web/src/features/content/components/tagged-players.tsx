import { useId } from 'react';
import { Link } from 'react-router';
import { PlayerRowLink } from '../../../components/ui/player-row-link';
import { paths } from '../../../config/paths';
import { usePlayersByVideo } from '../api/get-video';
import '../../../components/ui/side-list.css';

/** The players tagged in a video (playersByVideoId), each linking to their page. */
export function TaggedPlayers({ videoId }: { videoId: string }) {
  const headingId = useId();
  const players = usePlayersByVideo(videoId);
  if (players.isError || (players.data && players.data.length === 0)) return null;
  return (
    <section className="tagged-players" aria-labelledby={headingId}>
      <h2 id={headingId} className="side-list__title">
        Players in this video
      </h2>
      <ul className="tagged-players__list">
        {(players.data ?? []).map((player) => {
          const name = `${player.firstname} ${player.lastname}`;
          return (
            <li key={player.id}>
              <PlayerRowLink player={player} />
              <Link className="tagged-players__more" to={paths.viewAllVideosByPlayer(player.id)}>
                All videos of {name}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
