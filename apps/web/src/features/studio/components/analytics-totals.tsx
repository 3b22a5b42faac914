import { formatCount } from '../../../lib/format';
import type { ContentAnalytics } from '../api/studio-types';

/** The item's figures over the chosen range. Average watch % only for hosted videos. */
export function AnalyticsTotals({ totals }: { totals: ContentAnalytics['totals'] }) {
  const rows: [string, string][] = [
    ['Views', formatCount(totals.views)],
    ['Unique viewers', formatCount(totals.unique_viewers)],
    ['Likes', formatCount(totals.likes)],
    ['Comments', formatCount(totals.comments)],
    ['Followers gained', formatCount(totals.followers_gained)],
  ];
  if (totals.avg_watch_pct !== null) rows.push(['Average watched', `${Math.round(totals.avg_watch_pct)}%`]);
  return (
    <dl className="analytics-totals">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
