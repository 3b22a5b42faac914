import type { IntervalCode, RankStatistic } from '@hoopdex/contract';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageNav, pageFromParam } from '../../components/ui/page-nav';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { Skeleton } from '../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../components/ui/state-views';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { LEADERBOARD_PAGE_SIZE, useLeaderboard, type LeaderboardParams } from '../../features/leaderboards/api/get-leaderboard';
import { LeaderboardTable } from '../../features/leaderboards/components/leaderboard-table';
import { useLeagues } from '../../features/rankings/api/get-leagues';
import { FilterPanel } from '../../features/rankings/components/filter-panel';
import { leagueOptions, type FilterSelection } from '../../features/rankings/utils/filter-selection';
import { selectionFromParams, selectionToParams } from '../../features/rankings/utils/selection-url';
import { intervalLabels, isIntervalCode, isRankStatistic } from '../../lib/stat-catalog';

const intervalOptions = [
  { value: 'lastweek', label: intervalLabels.lastweek.label },
  { value: 'latest_season', label: intervalLabels.latest_season.label },
] as const;

/** Leaderboards (spec §2 /analyze): interval switch, filter panel, paged ranked list; all in the URL. */
export function AnalyzeRoute() {
  const [params, setParams] = useSearchParams();
  const leagues = useLeagues();
  const options = useMemo(() => leagueOptions(leagues.data ?? []), [leagues.data]);
  const rawInterval = params.get('interval');
  const interval: IntervalCode = isIntervalCode(rawInterval) ? rawInterval : 'latest_season';
  const page = pageFromParam(params.get('page'));
  const selection = useMemo(() => selectionFromParams(params, options), [params, options]);
  const stats = selection.statistic.map((o) => o.value).filter(isRankStatistic) as RankStatistic[];

  useDocumentTitle(intervalLabels[interval].title);
  usePageMeta({
    description: 'Weekly and season basketball leaderboards: rank players by points, assists, shooting and more, by league, class and position.',
  });

  const league = selection.organization_id[0];
  const request: LeaderboardParams | undefined = league
    ? {
        organization_id: Number(league.id),
        interval_code: interval,
        position: selection.position[0]?.value,
        school_year: selection.school_year[0]?.value,
        // Spec §9: the sort field comes from the selected statistics; the latest pick leads.
        statistic: stats.at(-1),
        page,
      }
    : undefined;
  const board = useLeaderboard(request);

  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { preventScrollReset: true },
    );
  // Any filter change starts again at page 1.
  const onFilter = (next: FilterSelection) => update({ ...selectionToParams(next), page: undefined });

  return (
    <section className="page">
      <h1>Leaderboards</h1>
      <div className="analyze__controls">
        <SegmentedControl
          label="Leaderboard"
          options={intervalOptions}
          value={interval}
          onChange={(value) => update({ interval: value === 'latest_season' ? undefined : value, page: undefined })}
        />
      </div>
      {leagues.isPending ? (
        <Skeleton height={44} width={120} label="Loading filters" />
      ) : leagues.isError ? (
        <ErrorState what="the leagues" error={leagues.error} onRetry={() => void leagues.refetch()} />
      ) : (
        <FilterPanel leagues={leagues.data} defaultValue={selection} onChange={onFilter} />
      )}
      <h2 className="analyze__title">
        {intervalLabels[interval].title}
        {board.data ? <span className="muted"> · {board.data.total.toLocaleString('en-US')} players</span> : null}
      </h2>
      {board.isPending ? (
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
    </section>
  );
}
