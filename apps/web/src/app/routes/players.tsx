import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageNav } from '../../components/ui/page-nav';
import { Skeleton } from '../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../components/ui/state-views';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { paths } from '../../config/paths';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { PLAYERS_PAGE_SIZE, usePlayers, type PlayerListSort } from '../../features/players/api/get-players';
import { LeagueTabs } from '../../features/players/components/league-tabs';
import { PlayersTable } from '../../features/players/components/players-table';
import { playerListParamsFrom } from '../../features/players/utils/player-list-params';
import { useLeagues } from '../../features/rankings/api/get-leagues';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useUpdateParams } from '../../lib/use-update-params';

const sortLabels: Record<PlayerListSort, string> = {
  name: 'name',
  team_name: 'team',
  trending_rank: 'trending rank',
  value: 'Hoopdex Value',
};

/** Spec §2 /players/{league?}: a league's players, sortable and paged, with a name filter (all in the URL). */
export function PlayersRoute() {
  const { league: leagueParam } = useParams();
  const [params, update] = useUpdateParams();
  const leagues = useLeagues();
  // The loader reads the URL with the same function, so it warms exactly this list.
  const { league, sort, dir, q, page } = playerListParamsFrom(leagueParam, params);
  const leagueInfo = leagues.data?.find((l) => l.name.toLowerCase() === league);
  // A league Hoopdex does not list (ncaawb, a typo): said plainly, with the leagues it has.
  const unknown = leagues.data !== undefined && leagueParam !== undefined && !leagueInfo;
  const [text, setText] = useState(q);
  const debounced = useDebouncedValue(text, 300);

  useEffect(() => {
    if (debounced.trim() !== q) update({ q: debounced.trim(), page: undefined });
    // Only the typed text drives this; q follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const title = unknown ? 'League not found' : `${leagueInfo?.display_name ?? league.toUpperCase()} Players`;
  useDocumentTitle(title);
  usePageMeta({ description: `Every ${leagueInfo?.display_name ?? league.toUpperCase()} player on Hoopdex: sort by name, team, trending rank or Hoopdex Value.` });
  const list = usePlayers({ league, sort, dir, q, page });

  const onSort = (column: PlayerListSort) => {
    // Value opens highest first (who is worth most is the question); the others A to Z, #1 first.
    const firstDir = column === 'value' ? 'desc' : 'asc';
    const nextDir = column === sort ? (dir === 'asc' ? 'desc' : 'asc') : firstDir;
    update({ sort: column === 'name' ? undefined : column, dir: nextDir === 'asc' ? undefined : nextDir, page: undefined });
  };

  return (
    <section className="page">
      <h1>{title}</h1>
      {leagues.data ? <LeagueTabs leagues={leagues.data} active={league} /> : <Skeleton height={40} />}
      <form className="players-toolbar" role="search" onSubmit={(e) => e.preventDefault()}>
        <label>
          Filter by name
          <input type="search" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
        </label>
      </form>
      {unknown ? (
        <EmptyState>
          Hoopdex has no league “{leagueParam}”. Choose one of {leagues.data.map((l) => l.display_name).join(', ')}.
        </EmptyState>
      ) : list.isPending ? (
        <Skeleton height={PLAYERS_PAGE_SIZE * 53 + 80} label="Loading players" />
      ) : list.isError ? (
        <ErrorState what="the players" error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState>{q ? `No players named like “${q}” in this league.` : 'No players in this league yet.'}</EmptyState>
      ) : (
        <>
          <PlayersTable
            players={list.data.data}
            caption={`${title}, sorted by ${sortLabels[sort]}`}
            sort={sort}
            dir={dir}
            onSort={onSort}
            busy={list.isPlaceholderData}
          />
          {/* The rule behind the number, next to the list (DESIGN convention 16). */}
          <p className="muted">
            Value is Hoopdex Value, a yearly dollar index as of the league&apos;s latest season with games;{' '}
            <Link to={paths.value()}>how it is computed</Link>.
          </p>
          <PageNav
            page={page}
            pageSize={PLAYERS_PAGE_SIZE}
            total={list.data.rowCount}
            onPage={(p) => update({ page: p === 1 ? undefined : String(p) })}
            label="Player list pages"
          />
        </>
      )}
    </section>
  );
}
