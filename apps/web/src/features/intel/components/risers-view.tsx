import { useMemo } from 'react';
import { PageNav } from '../../../components/ui/page-nav';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-views';
import { formatCount } from '../../../lib/format';
import { useLeagues } from '../../rankings';
import { FilterPanel } from '../../../components/league-filter/filter-panel';
import { leagueOptions, type FilterSelection } from '../../../components/league-filter/filter-selection';
import { selectionToParams } from '../../../components/league-filter/selection-url';
import { RISERS_PAGE_SIZE, useRisers } from '../api/get-risers';
import { risersViewFromParams } from '../utils/risers-params';
import { RISERS_TITLE } from '../utils/risers-view';
import { RisersTable } from './risers-table';
import { useUpdateParams } from '../../../lib/use-update-params';

/** One table row's height (the leaderboard's) times a page, plus caption and header. */
const TABLE_HEIGHT = RISERS_PAGE_SIZE * 49 + 80;

/** /analyze?view=risers: league / Class / Position filters (spec §4), 10 risers a page, all in the URL. */
export function RisersView() {
  const [params, update] = useUpdateParams();
  const leagues = useLeagues();
  const options = useMemo(() => leagueOptions(leagues.data ?? []), [leagues.data]);
  const { page, selection, request } = useMemo(
    () => risersViewFromParams(params, options),
    [params, options],
  );
  const risers = useRisers(request);

  // Any filter change starts again at page 1; risers rank by their own score, so no statistic.
  const onFilter = (next: FilterSelection) =>
    update({ ...selectionToParams(next), stat: undefined, page: undefined });

  return (
    <>
      {leagues.isPending ? (
        <Skeleton height={44} width={120} label="Loading filters" />
      ) : leagues.isError ? (
        <ErrorState
          what="the leagues"
          error={leagues.error}
          onRetry={() => void leagues.refetch()}
        />
      ) : (
        <FilterPanel
          leagues={leagues.data}
          defaultValue={selection}
          onChange={onFilter}
          hideGroups={['statistic']}
        />
      )}
      <h2 className="analyze__title">
        {RISERS_TITLE}
        {risers.data ? (
          <span className="muted"> · {formatCount(risers.data.total)} players</span>
        ) : null}
      </h2>
      <p className="muted risers-view__about">
        Players whose last week rose most against their own season before it: the change in average
        Game Score, in standard deviations of their baseline.
      </p>
      {risers.isPending ? (
        <Skeleton height={TABLE_HEIGHT} label="Loading risers" />
      ) : risers.isError ? (
        <ErrorState what="the risers" error={risers.error} onRetry={() => void risers.refetch()} />
      ) : risers.data.items.length === 0 ? (
        <EmptyState>
          No risers match these filters this week: a player needs games both in the last week and
          before it. Try another league, class or position.
        </EmptyState>
      ) : (
        <>
          <RisersTable items={risers.data.items} busy={risers.isPlaceholderData} />
          <PageNav
            page={page}
            pageSize={RISERS_PAGE_SIZE}
            total={risers.data.total}
            onPage={(p) => update({ page: p === 1 ? undefined : String(p) })}
            label="Risers pages"
          />
        </>
      )}
    </>
  );
}
