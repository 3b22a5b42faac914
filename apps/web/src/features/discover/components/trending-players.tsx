import { useId } from 'react';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { ErrorState } from '../../../components/ui/state-views';
import { paths } from '../../../config/paths';
import { TRENDING_LIMIT, useTrendingPlayers } from '../api/get-trending-players';
import '../../../components/ui/side-list.css';

/** 'Trending Players': top 10 by trending rank, each to /player/{slug} (spec §2). */
export function TrendingPlayers({ title = 'Trending Players' }: { title?: string }) {
  const headingId = useId();
  const players = useTrendingPlayers();
  return (
    <section className="side-list" aria-labelledby={headingId} aria-busy={players.isPending}>
      <h2 id={headingId} className="side-list__title">
        {title}
      </h2>
      {players.isError ? (
        <ErrorState what="trending players" error={players.error} onRetry={() => void players.refetch()} />
      ) : (
        <ol className="side-list__items">
          {players.isPending
            ? Array.from({ length: TRENDING_LIMIT }, (_, index) => (
                <li key={index} className="side-list__row side-list__row--placeholder" aria-hidden="true">
                  <span className="skeleton side-list__avatar" />
                  <span className="skeleton side-list__line" />
                </li>
              ))
            : players.data.map((player) => {
                const name = `${player.firstname} ${player.lastname}`;
                return (
                  <li key={player.id}>
                    <Link className="side-list__row" to={paths.player(player.slug)}>
                      <span className="side-list__rank">{player.trending_rank}</span>
                      <ImageWithFallback className="side-list__avatar" src={player.imageuri} fallbackLabel={name} width={40} height={40} />
                      <span className="side-list__text">
                        <span className="side-list__name">{name}</span>
                        {player.team_name ? <span className="side-list__sub">{player.team_name}</span> : null}
                      </span>
                    </Link>
                  </li>
                );
              })}
        </ol>
      )}
      {!players.isPending && !players.isError && players.data.length === 0 ? (
        <p className="muted">No trending players right now.</p>
      ) : null}
    </section>
  );
}
