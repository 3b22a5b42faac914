const WIDTH = 120;
const HEIGHT = 32;
const PAD = 4;

type SparklineProps = {
  values: number[];
  /** The season average, drawn as a dashed line (null: not drawn). */
  reference: number | null;
};

/**
 * A small trend line in plain SVG (the project has no chart library; see stat-chart.tsx): round
 * markers on each game and a dashed reference line, so the shape reads without colour. Hidden
 * from screen readers: the caller writes the same numbers as text.
 */
export function Sparkline({ values, reference }: SparklineProps) {
  const top = Math.max(...values, reference ?? 0, 1);
  const x = (i: number) =>
    values.length === 1 ? WIDTH / 2 : PAD + (i * (WIDTH - 2 * PAD)) / (values.length - 1);
  const y = (v: number) => HEIGHT - PAD - (v / top) * (HEIGHT - 2 * PAD);
  const points = values.map((v, i) => `${x(i)},${y(v)}`).join(' ');
  return (
    <svg
      className="sparkline"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      aria-hidden="true"
      focusable="false"
    >
      {reference !== null ? (
        <line
          className="sparkline__reference"
          x1={0}
          x2={WIDTH}
          y1={y(reference)}
          y2={y(reference)}
        />
      ) : null}
      <polyline className="sparkline__line" points={points} />
      {values.map((v, i) => (
        <circle key={i} className="sparkline__point" cx={x(i)} cy={y(v)} r={2} />
      ))}
    </svg>
  );
}
