import { useId, useState } from 'react';
import { Link } from 'react-router';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState, isNotFound } from '../../../components/ui/state-views';
import { paths } from '../../../config/paths';
import { formatCount } from '../../../lib/format';
import { formatDay } from '../../../lib/stat-catalog';
import { useProjection } from '../api/get-projection';
import { basisNote, horizonOptions, type Horizon } from '../utils/horizons';
import { PROJECTION_PANEL_HEIGHT } from '../utils/panel-size';
import { lineEntries } from '../utils/projected-stats';
import { ProjectionRanges } from './projection-ranges';
import { ProjectionTrend } from './projection-trend';
import './projections.css';
import { useDeferredResult } from '../../../lib/use-deferred-result';

/**
 * The player page's Projection panel (issue 32): the next game and the rest of the season, each
 * stat's mean and 80 % range drawn, the prior named when there is no game yet this season, how
 * the projection moved, and a link to how accurate the projections have been.
 */
export function ProjectionPanel({ slug, who }: { slug: string; who: string }) {
  const headingId = useId();
  const [horizon, setHorizon] = useState<Horizon>('next_game');
  const projection = useDeferredResult(useProjection(slug));
  const data = projection.data;
  return (
    <section className="projection-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="projection-panel__heading">
        Projection
      </h2>
      {projection.isPending ? (
        <Skeleton height={PROJECTION_PANEL_HEIGHT} label="Loading the projection" />
      ) : projection.isError ? (
        isNotFound(projection.error) ? (
          <EmptyState>
            No projection for {who} yet: there are no games of this player or of the league to
            project from.
          </EmptyState>
        ) : (
          <ErrorState
            what="the projection"
            error={projection.error}
            onRetry={() => void projection.refetch()}
          />
        )
      ) : lineEntries(projection.data.next_game).length === 0 ? (
        <EmptyState>No projection for {who} yet: no games to project from.</EmptyState>
      ) : (
        <>
          <p className="projection-panel__basis">
            {projection.data.league.name} {projection.data.season}, as of{' '}
            {formatDay(projection.data.as_of)}: from {formatCount(projection.data.games_before)}{' '}
            {projection.data.games_before === 1 ? 'game' : 'games'} this season,{' '}
            {formatCount(projection.data.games_left)}{' '}
            {projection.data.games_left === 1 ? 'game' : 'games'} left.
          </p>
          {basisNote(projection.data) ? (
            <p className="projection-panel__prior" role="note">
              {basisNote(projection.data)}
            </p>
          ) : null}
          <SegmentedControl
            label="Projection for"
            options={horizonOptions}
            value={horizon}
            onChange={setHorizon}
          />
          <ProjectionRanges projection={projection.data} horizon={horizon} who={who} />
          <h3 className="projection-panel__subheading">How the projection moved</h3>
          <ProjectionTrend slug={slug} horizon={horizon} who={who} />
        </>
      )}
      <p className="projection-panel__accuracy">
        <Link
          to={paths.projectionsAccuracy(
            data ? { league: data.league.id, season: data.season } : {},
          )}
        >
          How accurate are these?
        </Link>{' '}
        <span className="muted">Every projection is backtested on past seasons.</span>
      </p>
    </section>
  );
}
