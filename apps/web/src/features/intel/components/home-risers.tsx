import { useId } from 'react';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { ErrorState } from '../../../components/ui/state-views';
import { paths } from '../../../config/paths';
import { HOME_RISERS_LIMIT, homeRisersQueryOptions } from '../api/get-risers';
import { describeMove, formatMove } from '../utils/intel-format';
import { useQuery } from '@tanstack/react-query';
import '../../../components/ui/side-list.css';
import './intel.css';

/** Home right column: the default league's top 5 risers of the week, each to /player/{slug}. */
export function HomeRisers() {
  const headingId = useId();
  const risers = useQuery(homeRisersQueryOptions());
  return (
    <section className="side-list" aria-labelledby={headingId} aria-busy={risers.isPending}>
      <h2 id={headingId} className="side-list__title">
        Risers this week
      </h2>
      {risers.isError ? (
        <ErrorState
          what="this week's risers"
          error={risers.error}
          onRetry={() => void risers.refetch()}
        />
      ) : (
        <ol className="side-list__items">
          {risers.isPending
            ? Array.from({ length: HOME_RISERS_LIMIT }, (_, index) => (
                <li
                  key={index}
                  className="side-list__row side-list__row--placeholder"
                  aria-hidden="true"
                >
                  <span className="skeleton side-list__avatar" />
                  <span className="skeleton side-list__line" />
                </li>
              ))
            : risers.data.items.map((riser) => {
                const name = `${riser.player.firstname} ${riser.player.lastname}`;
                return (
                  <li key={riser.player.slug}>
                    <Link className="side-list__row" to={paths.player(riser.player.slug)}>
                      <span className="side-list__rank">{riser.rank}</span>
                      <ImageWithFallback
                        className="side-list__avatar"
                        src={riser.player.imageuri}
                        fallbackLabel={name}
                        width={40}
                        height={40}
                      />
                      <span className="side-list__text">
                        <span className="side-list__name">{name}</span>
                        {riser.player.team_name ? (
                          <span className="side-list__sub">{riser.player.team_name}</span>
                        ) : null}
                      </span>
                      <span className="riser-move" title={describeMove(riser.top_move)}>
                        <span aria-hidden="true">▲ </span>
                        {formatMove(riser.top_move)}
                      </span>
                    </Link>
                  </li>
                );
              })}
        </ol>
      )}
      {!risers.isPending && !risers.isError && risers.data.items.length === 0 ? (
        <p className="muted">
          No risers yet this week: a player needs games both this week and before it.
        </p>
      ) : null}
    </section>
  );
}
