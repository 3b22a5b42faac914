import type { League } from '@hoopdex/contract';
import type { ReactNode } from 'react';
import { PageNav } from '../../../components/ui/page-nav';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-views';
import { intervalLabels, positions, schoolYears } from '../../../lib/stat-catalog';
import { useExplorer } from '../api/get-explorer';
import { useExplorerState } from '../hooks/use-explorer-state';
import { csvHref, EXPLORER_PAGE_SIZE, explorerLeague, type SortKey } from '../utils/explorer-url';
import { ColumnChooser } from './column-chooser';
import { ExplorerTable } from './explorer-table';
import { FilterForm } from './filter-form';
import './explorer.css';
import { formatCount } from '../../../lib/format';

type ExplorerViewProps = {
  leagues: readonly League[];
  /** /explorer/{slug} or /explorer-for-scouts/{slug}. */
  playerPath: (slug?: string) => string;
  selectedSlug?: string;
  /** The selected player's summary, shown beside the table. */
  summary?: ReactNode;
  /** Extra tools above the table (saved filters on the scouting page). */
  tools?: ReactNode;
};

const intervalOptions = [
  { value: 'latest_season', label: intervalLabels.latest_season.label },
  { value: 'lastweek', label: intervalLabels.lastweek.label },
] as const;

const isNcaa = (leagueName: string) => leagueName.toUpperCase().startsWith('NCAA');

/** League and interval pickers, position and class, filters, columns, CSV export and the server-paged table. */
export function ExplorerView({ leagues, playerPath, selectedSlug, summary, tools }: ExplorerViewProps) {
  const { state, update, search } = useExplorerState();
  const league = explorerLeague(leagues, state.league);
  const table = useExplorer(state, league?.id);
  const onSort = (key: SortKey) =>
    // A new column starts with the biggest numbers (names A-Z); the same column flips.
    update({ sort: key, dir: key === state.sort ? (state.dir === 'asc' ? 'desc' : 'asc') : key === 'name' || key === 'team_name' ? 'asc' : 'desc' });

  return (
    <div className={`explorer${summary ? ' explorer--with-summary' : ''}`}>
      <div className="explorer__toolbar">
        <label className="explorer__league">
          League
          {/* Spec §4: a class belongs to NCAA leagues only; another league drops it. */}
          <select value={league?.name.toLowerCase() ?? ''} onChange={(e) => update({ league: e.target.value, schoolYear: isNcaa(e.target.value) ? state.schoolYear : '' })}>
            {leagues.map((l) => (
              <option key={l.id} value={l.name.toLowerCase()}>
                {l.display_name}
              </option>
            ))}
          </select>
        </label>
        <SegmentedControl label="Interval" options={intervalOptions} value={state.interval} onChange={(interval) => update({ interval })} />
        <label className="explorer__league">
          Position
          <select value={state.position} onChange={(e) => update({ position: e.target.value })}>
            <option value="">Any</option>
            {positions.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </select>
        </label>
        {isNcaa(league?.name ?? '') ? (
          <label className="explorer__league">
            Class
            <select value={state.schoolYear} onChange={(e) => update({ schoolYear: e.target.value })}>
              <option value="">Any</option>
              {schoolYears.map((y) => (
                <option key={y}>{y}</option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="explorer__search">
          Name
          <input type="search" defaultValue={state.q} onKeyDown={(e) => e.key === 'Enter' && update({ q: e.currentTarget.value.trim() })} onBlur={(e) => e.currentTarget.value.trim() !== state.q && update({ q: e.currentTarget.value.trim() })} />
        </label>
        <ColumnChooser columns={state.columns} onChange={(columns) => update({ columns }, { keepPage: true })} />
        <a className="button button--ghost" href={csvHref(state, league?.id)} download>
          Export CSV
        </a>
      </div>
      <FilterForm filters={state.filters} onChange={(filters) => update({ filters })} />
      {tools}
      <div className="explorer__body">
        <div className="explorer__table">
          {table.isPending ? (
            <Skeleton height={EXPLORER_PAGE_SIZE * 37 + 80} label="Loading players" />
          ) : table.isError ? (
            <ErrorState what="the database" error={table.error} onRetry={() => void table.refetch()} />
          ) : table.data.data.length === 0 ? (
            <EmptyState>No players match these filters. Remove a filter or try another league.</EmptyState>
          ) : (
            <>
              <ExplorerTable
                rows={table.data.data}
                columns={state.columns}
                sort={state.sort}
                dir={state.dir}
                onSort={onSort}
                rowHref={(slug) => `${playerPath(slug)}${search}`}
                selected={selectedSlug}
                caption={`${league?.display_name ?? ''} players, ${intervalLabels[state.interval].label}: ${formatCount(table.data.rowCount)} match`}
                busy={table.isPlaceholderData}
              />
              <p className="muted explorer__note">
                * does not qualify{table.data.qualification ? ` (${table.data.qualification.label})` : ''}; qualified players are listed first.
              </p>
              <PageNav page={state.page} pageSize={EXPLORER_PAGE_SIZE} total={table.data.rowCount} onPage={(page) => update({ page }, { keepPage: true })} label="Database pages" />
            </>
          )}
        </div>
        {summary ? (
          <aside className="explorer__summary" aria-label="Selected player">
            {summary}
          </aside>
        ) : null}
      </div>
    </div>
  );
}
