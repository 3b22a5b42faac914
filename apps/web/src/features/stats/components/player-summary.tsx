import type { IntervalCode, StatKey } from '@hoopdex/contract';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-views';
import { formatStatValue, intervalLabels, statNames } from '../../../lib/stat-catalog';
import { useLeagueTotals } from '../api/get-league-totals';
import { usePlayerStats } from '../api/get-player-stats';
import { RatingBar } from './rating-bar';
import './player-summary.css';

const keyStats: StatKey[] = ['pts', 'reb', 'ast', 'st', 'blks', 'turnovers', 'fg_percent', 'three_point_percent', 'ft_percent'];

/** The explorer's side panel: per-game figures and ratings of one player for the chosen interval. */
export function PlayerStatSummary({ slug, leagueId, interval }: { slug: string; leagueId: number; interval: IntervalCode }) {
  const stats = usePlayerStats(slug, interval);
  const league = useLeagueTotals(leagueId, interval);
  if (stats.isPending) return <Skeleton height={380} label="Loading statistics" />;
  if (stats.isError) return <ErrorState what="the statistics" error={stats.error} onRetry={() => void stats.refetch()} />;
  return (
    <div className="player-summary">
      <p>
        {intervalLabels[interval].label}: <strong>{stats.data.games_played}</strong> games, Game Score{' '}
        <strong>{formatStatValue(stats.data.performance)}</strong>
      </p>
      <dl className="player-summary__list">
        {keyStats.map((key) => (
          <div key={key}>
            <dt>{statNames[key]}</dt>
            <dd>
              <span>{formatStatValue(stats.data[`${key}_average`])}</span>
              <RatingBar rating={stats.data[`${key}_average_rating`]} leagueAverage={league.data?.[`${key}_average_rating`]} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
