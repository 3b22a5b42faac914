import type { IntervalCode, Player } from '@hoopdex/contract';
import { lazy, Suspense } from 'react';
import { RenderLater } from '../../../components/ui/render-later';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-views';
import { intervalLabels } from '../../../lib/stat-catalog';
import { useLeagueTotals } from '../api/get-league-totals';
import { usePlayerGraph } from '../api/get-player-graph';
import { usePlayerStats } from '../api/get-player-stats';
import { intervalFromSearch, intervalOptions } from '../utils/intervals';
import { GameLogTable } from './game-log-table';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { StatTable, type StatMode } from './stat-table';
import './statistics-panel.css';
import { formatCount } from '../../../lib/format';
import { STAT_TRENDS_HEIGHT, StatTrends } from './stat-trends';
import { useUpdateParams } from '../../../lib/use-update-params';
import { ShotChart } from '../../game';
import type { PlaysLink } from '../utils/plays-link';
import { WatchLinks } from './watch-links';
import { useDeferredResult } from '../../../lib/use-deferred-result';

// The chart is its own chunk: the numbers come first, the picture when the browser has time.
const StatChart = lazy(() => import('./stat-chart').then((m) => ({ default: m.StatChart })));

const modeOptions = [
  { value: 'average', label: 'Per game' },
  { value: 'total', label: 'Totals' },
] as const satisfies readonly { value: StatMode; label: string }[];

/** Reads ?interval= and ?mode= so a shared link shows the same numbers. */
export function useStatView() {
  const [params, update] = useUpdateParams();
  const interval = intervalFromSearch(params);
  const mode: StatMode = params.get('mode') === 'total' ? 'total' : 'average';
  const set = (key: string, value: string, fallback: string) =>
    update({ [key]: value === fallback ? undefined : value }, { replace: true });
  return {
    interval,
    mode,
    setInterval: (value: IntervalCode) => set('interval', value, 'latest_season'),
    setMode: (value: StatMode) => set('mode', value, 'average'),
  };
}

function Chart({ slug, interval, mode }: { slug: string; interval: IntervalCode; mode: StatMode }) {
  const graph = useDeferredResult(usePlayerGraph(slug, interval));
  if (graph.isPending) return <Skeleton height={420} />;
  if (graph.isError)
    return <ErrorState what="the chart" error={graph.error} onRetry={() => void graph.refetch()} />;
  return (
    <Suspense fallback={<Skeleton height={420} />}>
      <StatChart
        rows={graph.data}
        mode={mode}
        title="Rating by stat: player against league average"
      />
    </Suspense>
  );
}

/** The statistics tab: interval and per-game/totals switches, the stat table, chart and game log. */
export function StatisticsPanel({
  player,
  playsLink,
}: {
  player: Player;
  playsLink?: PlaysLink | undefined;
}) {
  const { interval, mode, setInterval, setMode } = useStatView();
  const stats = usePlayerStats(player.slug, interval);
  const league = useLeagueTotals(player.league_id, interval);
  const label = intervalLabels[interval].label;

  return (
    <div className="statistics-panel">
      <div className="statistics-panel__controls">
        <SegmentedControl
          label="Interval"
          options={intervalOptions}
          value={interval}
          onChange={setInterval}
        />
        <SegmentedControl label="Show" options={modeOptions} value={mode} onChange={setMode} />
      </div>
      {stats.isPending ? (
        <Skeleton height={560} label="Loading statistics" />
      ) : stats.isError ? (
        <ErrorState
          what="the statistics"
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <>
          <p className="statistics-panel__games">
            <strong>{formatCount(stats.data.games_played)}</strong> games played ({label})
          </p>
          {stats.data.games_played === 0 ? (
            <p className="muted">
              No games in this interval, so there are no averages or ratings yet.
            </p>
          ) : null}
          {interval === 'latest_season' && playsLink ? <WatchLinks playsLink={playsLink} /> : null}
          <div className="statistics-panel__grid">
            <StatTable
              stats={stats.data}
              league={league.data}
              mode={mode}
              intervalLabel={label}
              playsLink={interval === 'latest_season' ? playsLink : undefined}
            />
            <Chart slug={player.slug} interval={interval} mode={mode} />
          </div>
        </>
      )}
      <RenderLater
        fallback={<Skeleton height={STAT_TRENDS_HEIGHT} label="Loading the last 10 games" />}
      >
        <StatTrends slug={player.slug} />
      </RenderLater>
      <h2 className="statistics-panel__heading">Shot chart</h2>
      <RenderLater fallback={<Skeleton height={520} label="Loading shot chart" />}>
        <ShotChart slug={player.slug} />
      </RenderLater>
      <h2 className="statistics-panel__heading">Game log</h2>
      <RenderLater fallback={<Skeleton height={420} label="Loading game log" />}>
        <GameLogTable slug={player.slug} playsLink={playsLink} />
      </RenderLater>
    </div>
  );
}
