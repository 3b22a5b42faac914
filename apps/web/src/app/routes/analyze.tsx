import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import './analyze.css';
import { PageNav } from '../../components/ui/page-nav';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { Skeleton } from '../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../components/ui/state-views';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { LEADERBOARD_PAGE_SIZE, useLeaderboard } from '../../features/leaderboards/api/get-leaderboard';
import { LeaderboardTable } from '../../features/leaderboards/components/leaderboard-table';
import { useLeagues } from '../../features/rankings/api/get-leagues';
import { FilterPanel } from '../../components/league-filter/filter-panel';
import { leagueOptions, type FilterSelection } from '../../components/league-filter/filter-selection';
import { selectionToParams } from '../../components/league-filter/selection-url';
import { formatDay, intervalLabels } from '../../lib/stat-catalog';
import { paths } from '../../config/paths';
import { analyzeViewFromParams } from './analyze-params';
import { AskBox } from '../../features/ask/components/ask-box';
import { askLink } from './ask-link';
import { formatCount } from '../../lib/format';
import { isRisersView, RISERS_TITLE, RISERS_VIEW } from '../../features/intel/utils/risers-view';
import { useUpdateParams } from '../../lib/use-update-params';

// Its own chunk: the leaderboards do not carry the Risers view's code.
const RisersView = lazy(() => import('../../features/intel/components/risers-view').then((m) => ({ default: m.RisersView })));

// "Projected" ranks the season's qualified players by their projected rest-of-season average
// (the leaderboards API's view=projected, issue 32) instead of by what they have done.
const rankingOptions = [
  { value: 'done', label: 'Actual' },
  { value: 'projected', label: 'Projected' },
] as const;

const intervalOptions = [
  { value: 'lastweek', label: intervalLabels.lastweek.label },
  { value: 'latest_season', label: intervalLabels.latest_season.label },
  { value: RISERS_VIEW, label: 'Risers' },
] as const;

/** Leaderboards (spec §2 /analyze): interval switch, filter panel, paged ranked list; all in the URL. */
export function AnalyzeRoute() {
  const [params, update] = useUpdateParams();
  const leagues = useLeagues();
  const options = useMemo(() => leagueOptions(leagues.data ?? []), [leagues.data]);
  // The loader reads the URL with the same function, so it warms exactly this board.
  const { interval, page, selection, stats, request, unknownLeague, projected, notProjected } = useMemo(() => analyzeViewFromParams(params, options), [params, options]);

  const risers = isRisersView(params);
  useDocumentTitle(risers ? RISERS_TITLE : intervalLabels[interval].title);
  usePageMeta({
    description: 'Weekly and season basketball leaderboards: rank players by points, assists, shooting and more, by league, class and position.',
  });

  const board = useLeaderboard(risers ? undefined : request);

  // Any filter change starts again at page 1.
  const onFilter = (next: FilterSelection) => update({ ...selectionToParams(next), page: undefined });

  return (
    <section className="page">
      <h1>Leaderboards</h1>
      <AskBox linkFor={askLink} />
      <p className="muted">
        Ranked by dollars instead: the <Link to={paths.valueBoard()}>Value board</Link>, players by Hoopdex Value
        with the week’s risers by value.
      </p>
      <div className="analyze__controls">
        <SegmentedControl
          label="Leaderboard"
          options={intervalOptions}
          value={risers ? RISERS_VIEW : interval}
          onChange={(value) =>
            update(
              value === RISERS_VIEW
                ? { view: value, interval: undefined, stat: undefined, projected: undefined, page: undefined }
                : value === 'latest_season'
                  ? { view: undefined, interval: undefined, page: undefined }
                  : { view: undefined, interval: value, projected: undefined, page: undefined },
            )
          }
        />
        {!risers && interval === 'latest_season' ? (
          <SegmentedControl
            label="Ranking"
            options={rankingOptions}
            value={projected || notProjected ? 'projected' : 'done'}
            onChange={(v) => update({ projected: v === 'projected' ? '1' : undefined, page: undefined })}
          />
        ) : null}
      </div>
      {risers ? (
        <Suspense fallback={<Skeleton height={44} width={120} label="Loading risers" />}>
          <RisersView />
        </Suspense>
      ) : (
        <>
      {leagues.isPending ? (
        <Skeleton height={44} width={120} label="Loading filters" />
      ) : leagues.isError ? (
        <ErrorState what="the leagues" error={leagues.error} onRetry={() => void leagues.refetch()} />
      ) : (
        <FilterPanel leagues={leagues.data} defaultValue={selection} onChange={onFilter} />
      )}
      <h2 className="analyze__title">
        {intervalLabels[interval].title}
        {projected ? ', projected' : ''}
        {board.data ? <span className="muted"> · {formatCount(board.data.total)} players</span> : null}
      </h2>
      {projected ? (
        <p className="muted analyze__projected-note">
          Ranked by each qualified player’s projected rest-of-season average per game
          {board.data?.projection ? ` as of ${formatDay(board.data.projection.as_of)}` : ''}, with its 80 % range in
          brackets. <Link to={paths.projectionsAccuracy()}>How accurate are these?</Link>
        </p>
      ) : notProjected ? (
        <p className="muted">Games played has no projection: the board shows what players have done.</p>
      ) : null}
      {unknownLeague ? (
        <EmptyState>
          Hoopdex has no league “{unknownLeague}”. Choose one of {options.map((o) => o.name).join(', ')} above.
        </EmptyState>
      ) : board.isPending ? (
        <Skeleton height={LEADERBOARD_PAGE_SIZE * 49 + 80} label="Loading leaderboard" />
      ) : board.isError ? (
        <ErrorState what="the leaderboard" error={board.error} onRetry={() => void board.refetch()} />
      ) : board.data.items.length === 0 ? (
        <EmptyState>No ranked players match these filters yet. Try another league, class or position.</EmptyState>
      ) : (
        <>
          <LeaderboardTable result={board.data} extraStats={stats} busy={board.isPlaceholderData} />
          <PageNav
            page={page}
            pageSize={LEADERBOARD_PAGE_SIZE}
            total={board.data.total}
            onPage={(p) => update({ page: p === 1 ? undefined : String(p) })}
            label="Leaderboard pages"
          />
        </>
      )}
        </>
      )}
    </section>
  );
}
