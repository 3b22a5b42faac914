import { useId } from 'react';
import { PlayerRowLink } from '../../../components/ui/player-row-link';
import { ErrorState } from '../../../components/ui/state-views';
import { ValueTag } from '../../value';
import { TRENDING_LIMIT, useTrendingPlayers } from '../api/get-trending-players';
import '../../../components/ui/side-list.css';

/** 'Trending Players': top 10 by trending rank, each to /player/{slug} (spec §2), with the value. */
export function TrendingPlayers({ title = 'Trending Players' }: { title?: string }) {
  const headingId = useId();
  const players = useTrendingPlayers();
  return (
    <section className="side-list" aria-labelledby={headingId} aria-busy={players.isPending}>
      <h2 id={headingId} className="side-list__title">
        {title}
      </h2>
      {players.isError ? (
        <ErrorState
          what="trending players"
          error={players.error}
          onRetry={() => void players.refetch()}
        />
      ) : (
        <ol className="side-list__items">
          {players.isPending
            ? Array.from({ length: TRENDING_LIMIT }, (_, index) => (
                <li
                  key={index}
                  className="side-list__row side-list__row--placeholder"
                  aria-hidden="true"
                >
                  <span className="skeleton side-list__avatar" />
                  <span className="skeleton side-list__line" />
                </li>
              ))
            : players.data.map((player) => {
                return (
                  <li key={player.id}>
                    <PlayerRowLink
                      player={player}
                      rank={player.trending_rank}
                      aside={
                        player.value === undefined ? undefined : <ValueTag value={player.value} />
                      }
                    />
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
