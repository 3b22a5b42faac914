import { lazy, Suspense, useMemo } from 'react';
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
import { intervalLabels } from '../../lib/stat-catalog';
import { analyzeViewFromParams } from './analyze-params';
import { AskBox } from '../../features/ask/components/ask-box';
import { askLink } from './ask-link';
import { formatCount } from '../../lib/format';
import { isRisersView, RISERS_TITLE, RISERS_VIEW } from '../../features/intel/utils/risers-view';
import { useUpdateParams } from '../../lib/use-update-params';
import { playerName } from '../../features/players/utils/player-format';

// Its own chunk: the leaderboards do not carry the Risers view's code.
const RisersView = lazy(() => import('../../features/intel/components/risers-view').then((m) => ({ default: m.RisersView })));

// Loaded when "Projected" is chosen: the board itself does not carry the projections' code.
const ProjectedLeaders = lazy(() =>
  import('../../features/projections/components/projected-leaders').then((m) => ({ default: m.ProjectedLeaders })),
);

// The leaderboards API ranks by what players have done; "Projected" adds, apart from the board,
// the listed players' projections (issue 32) until the API can rank by them.
const showOptions = [
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
  const { interval, page, selection, stats, request, unknownLeague } = useMemo(() => analyzeViewFromParams(params, options), [params, options]);

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
      <div className="analyze__controls">
        <SegmentedControl
          label="Leaderboard"
          options={intervalOptions}
          value={risers ? RISERS_VIEW : interval}
          onChange={(value) =>
            update(
              value === RISERS_VIEW
                ? { view: value, interval: undefined, stat: undefined, page: undefined }
                : { view: undefined, interval: value === 'latest_season' ? undefined : value, page: undefined },
            )
          }
        />
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
        {board.data ? <span className="muted"> · {formatCount(board.data.total)} players</span> : null}
      </h2>
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
          <div className="analyze__projected">
            <SegmentedControl
              label="Projections of the listed players"
              options={showOptions}
              value={params.get('projected') === '1' ? 'projected' : 'done'}
              onChange={(v) => update({ projected: v === 'projected' ? '1' : undefined }, { replace: true })}
            />
            {params.get('projected') === '1' ? (
              <Suspense fallback={<Skeleton height={LEADERBOARD_PAGE_SIZE * 49 + 80} label="Loading projections" />}>
                <ProjectedLeaders
                  players={board.data.items.map((i) => ({ slug: i.player.slug, name: playerName(i.player), rank: i.rank }))}
                  sortField={board.data.sortField}
                />
              </Suspense>
            ) : null}
          </div>
        </>
      )}
        </>
      )}
    </section>
  );
}
