import type { GameLogRow, PlayerSeasonStats } from '@hoopdex/contract';
import { useId } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-views';
import { formatFixed } from '../../../lib/format';
import { statLabels, statNames } from '../../../lib/stat-catalog';
import { LAST_GAMES, usePlayerLastGames } from '../api/get-player-games';
import { usePlayerStats } from '../api/get-player-stats';
import { Sparkline } from './sparkline';
import './stat-trends.css';
import { useDeferredResult } from '../../../lib/use-deferred-result';

/** The counting stats a single game line carries (percentages of one game are too noisy to trend). */
export const trendStats = [
  'pts',
  'reb',
  'ast',
  'st',
  'blks',
  'turnovers',
  'fgm',
  'three_pm',
  'ftm',
] as const;
type TrendStat = (typeof trendStats)[number];

/** Height of the section once loaded, for its skeleton. */
export const STAT_TRENDS_HEIGHT = 360;

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/**
 * Per stat, the last 10 games (oldest to newest) against the season average: a sparkline with
 * point markers and a dashed season line, the two averages written out, and the values as text.
 * The last 10 games the player played, across seasons (early in a season the current one has
 * fewer); a player with fewer than 10 games in all is told so in the heading.
 */
export function StatTrends({ slug }: { slug: string }) {
  const headingId = useId();
  const games = useDeferredResult(usePlayerLastGames(slug));
  const season = useDeferredResult(usePlayerStats(slug, 'latest_season'));
  const played = games.data?.data?.length ?? LAST_GAMES;
  const heading = (
    <h2 id={headingId} className="statistics-panel__heading">
      {played > 0 && played < LAST_GAMES
        ? `Last ${played} game${played === 1 ? '' : 's'} (all played so far) against the season`
        : 'Last 10 games against the season'}
    </h2>
  );
  if (games.isPending || season.isPending)
    return (
      <section aria-labelledby={headingId}>
        {heading}
        <Skeleton height={STAT_TRENDS_HEIGHT} label="Loading the last 10 games" />
      </section>
    );
  if (games.isError || season.isError)
    return (
      <section aria-labelledby={headingId}>
        {heading}
        <ErrorState
          what="the last 10 games"
          error={games.error ?? season.error}
          onRetry={() => void (games.isError ? games.refetch() : season.refetch())}
        />
      </section>
    );
  // Newest first from the server; the line reads left (oldest) to right (newest).
  const rows: GameLogRow[] = [...(games.data.data ?? [])].reverse();
  return (
    <section aria-labelledby={headingId}>
      {heading}
      {rows.length === 0 ? (
        <EmptyState>No games yet, so there is nothing to trend.</EmptyState>
      ) : (
        <ul className="stat-trends">
          {trendStats.map((stat) => (
            <TrendRow
              key={stat}
              stat={stat}
              values={rows.map((g) => g[stat])}
              season={season.data}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function TrendRow({
  stat,
  values,
  season,
}: {
  stat: TrendStat;
  values: number[];
  season: PlayerSeasonStats;
}) {
  const seasonAverage = season[`${stat}_average`];
  const last = formatFixed(mean(values), 1);
  const seasonText = seasonAverage === null ? '- -' : formatFixed(seasonAverage, 1);
  const count = values.length;
  return (
    <li className="stat-trends__row">
      <span className="stat-trends__label">
        <abbr title={statNames[stat]}>{statLabels[stat]}</abbr>
      </span>
      <Sparkline values={values} reference={seasonAverage} />
      <span className="stat-trends__text">
        Last {count}: <strong>{last}</strong> vs season {seasonText}
      </span>
      <span className="visually-hidden">
        {statNames[stat]}, last {count} games from oldest to newest: {values.join(', ')}.
      </span>
    </li>
  );
}
