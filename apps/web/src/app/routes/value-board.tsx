import { positions } from '../../lib/stat-catalog';
import { Link } from 'react-router';
import { Pager } from '../../components/ui/pager';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { EmptyState, ErrorState, isNotFound } from '../../components/ui/state-views';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { paths } from '../../config/paths';
import { useLeagues } from '../../features/rankings';
import { ShareButtons } from '../../features/share/components/share-buttons';
import { useValueBoard } from '../../features/value/api/get-value-board';
import { ValueBoardTable, ValueRisers } from '../../features/value/components/value-board-view';
import { BOARD_PAGE_SIZE, boardQueryFrom } from '../../features/value/utils/board-params';
import { useUpdateParams } from '../../lib/use-update-params';
import '../../features/value/components/value-board.css';

const positionOptions = [
  { value: 'all', label: 'All' },
  ...positions.map((p) => ({ value: p, label: `${p}s` })),
] as const;

/** /value/board?league=&season=&position=&page=: players ranked by Hoopdex Value (issue 33). */
export function ValueBoardRoute() {
  const [params, update] = useUpdateParams();
  // The loader reads the URL with the same function, so it warms exactly this page.
  const query = boardQueryFrom(params);
  const board = useValueBoard(query);
  const leagues = useLeagues();
  useDocumentTitle('Value board');
  usePageMeta({
    description:
      'Players ranked by Hoopdex Value, an index of endorsement opportunity anyone can recompute, with the week’s risers.',
  });
  const data = board.data?.board;
  const total = board.data?.total ?? 0;
  const page = query.offset / BOARD_PAGE_SIZE + 1;
  const pageCount = Math.ceil(total / BOARD_PAGE_SIZE);
  const sharePath = paths.valueBoard({
    league: query.league ?? data?.league.id,
    season: query.season ?? data?.season,
    position: query.position,
    page: page > 1 ? page : undefined,
  });
  const leagueId = query.league ?? data?.league.id;
  return (
    <section className="page value-board" aria-busy={board.isFetching}>
      <h1>Value board</h1>
      <p>
        Players ranked by <Link to={paths.value()}>Hoopdex Value</Link>: an index of endorsement
        opportunity per year, not earnings. Every value is recomputable from the player’s page.
      </p>
      <div className="value-board__controls">
        <label>
          League
          <select
            value={leagueId ?? ''}
            onChange={(e) => update({ league: e.target.value, season: undefined, page: undefined })}
          >
            {leagueId === undefined ? <option value="">Default league</option> : null}
            {(leagues.data ?? []).map((l) => (
              <option key={l.id} value={l.id}>
                {l.display_name}
              </option>
            ))}
          </select>
        </label>
        {data && data.seasons.length ? (
          <label>
            Season
            <select
              value={data.season}
              onChange={(e) => update({ season: e.target.value, page: undefined })}
            >
              {data.seasons.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <SegmentedControl
          label="Position"
          options={positionOptions}
          value={query.position ?? 'all'}
          onChange={(v) => update({ position: v === 'all' ? undefined : v, page: undefined })}
        />
        <ShareButtons path={sharePath} title="Hoopdex Value board" />
      </div>
      {board.isError ? (
        isNotFound(board.error) ? (
          <EmptyState>
            No values for this league and season.{' '}
            <Link to={paths.valueBoard()}>See the latest</Link>
          </EmptyState>
        ) : (
          <ErrorState
            what="the Value board"
            error={board.error}
            onRetry={() => void board.refetch()}
          />
        )
      ) : data && data.rows.length === 0 ? (
        <EmptyState>
          {total > 0 ? (
            <>
              No players on this page.{' '}
              <Link to={paths.valueBoard({ league: leagueId })}>Back to the first</Link>
            </>
          ) : (
            'No player of this league has a value yet: values come with box scores.'
          )}
        </EmptyState>
      ) : (
        <>
          {data ? (
            <p className="muted">
              {data.league.name} {data.season}, values as of {data.as_of}.
            </p>
          ) : null}
          <ValueBoardTable
            rows={data?.rows}
            busy={board.isFetching}
            placeholders={BOARD_PAGE_SIZE}
            caption={
              data
                ? `${data.league.name} ${data.season} by Hoopdex Value`
                : 'Loading the Value board'
            }
          />
          <Pager page={page} pageCount={pageCount} label="Value board pages" />
          {data ? <ValueRisers risers={data.risers} days={data.riser_days} /> : null}
        </>
      )}
    </section>
  );
}
