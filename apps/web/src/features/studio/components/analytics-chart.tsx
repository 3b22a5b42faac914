import type { ContentAnalytics } from '../api/studio-types';

type Day = ContentAnalytics['by_day'][number];
const W = 600;
const H = 180;
const PAD = 24;

/**
 * Views per day as bars (SVG, scales to any width). The picture is one labelled image; the same
 * numbers are in the table beside it for screen readers and for reading exact values.
 */
export function AnalyticsChart({ days }: { days: Day[] }) {
  const max = Math.max(1, ...days.map((d) => d.views));
  const step = days.length > 0 ? (W - PAD) / days.length : 0;
  const total = days.reduce((n, d) => n + d.views, 0);
  const best = days.reduce<Day | null>((b, d) => (!b || d.views > b.views ? d : b), null);
  const label = `Views per day over ${days.length} days: ${total} in all${best && best.views > 0 ? `, most on ${best.date} (${best.views})` : ''}.`;
  return (
    <figure className="analytics-chart">
      <svg viewBox={`0 0 ${W} ${H + PAD}`} role="img" aria-label={label} preserveAspectRatio="none">
        <line x1={PAD} y1={H} x2={W} y2={H} className="analytics-chart__axis" />
        <text x={0} y={12} className="analytics-chart__tick">
          {max}
        </text>
        <text x={0} y={H} className="analytics-chart__tick">
          0
        </text>
        {days.map((d, i) => {
          const h = (d.views / max) * (H - 16);
          return <rect key={d.date} x={PAD + i * step + step * 0.15} y={H - h} width={Math.max(1, step * 0.7)} height={h} className="analytics-chart__bar" />;
        })}
        {days.length > 0 ? (
          <>
            <text x={PAD} y={H + 18} className="analytics-chart__tick">
              {days[0]!.date}
            </text>
            <text x={W} y={H + 18} textAnchor="end" className="analytics-chart__tick">
              {days.at(-1)!.date}
            </text>
          </>
        ) : null}
      </svg>
      <figcaption className="muted">Views per day</figcaption>
    </figure>
  );
}

export function AnalyticsTable({ days }: { days: Day[] }) {
  return (
    <div className="analytics-table" tabIndex={0} role="region" aria-label="Numbers by day">
      <table>
        <caption className="visually-hidden">Views, unique viewers, likes, comments and followers gained per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Views</th>
            <th scope="col">Unique viewers</th>
            <th scope="col">Likes</th>
            <th scope="col">Comments</th>
            <th scope="col">Followers gained</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{d.date}</th>
              <td>{d.views}</td>
              <td>{d.unique_viewers}</td>
              <td>{d.likes}</td>
              <td>{d.comments}</td>
              <td>{d.followers_gained}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
