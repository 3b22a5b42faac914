import { AxisBottom, AxisLeft, type TickRendererProps } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scaleUtc } from '@visx/scale';
import { Area, Bar, Line, LinePath } from '@visx/shape';
import type { BandPoint, FormatValue, RangeDatum } from './chart-types';
import { RANGE_ROW_HEIGHT } from './chart-sizes';
import { useElementWidth } from './use-element-width';

// The drawings, with visx (docs/decisions/0029-charts.md). This module is loaded on demand by
// range-chart.tsx and band-line-chart.tsx: everything that imports visx stays in this chunk.

const LABEL_SHARE = 0.28;
const VALUE_WIDTH = 108;

/**
 * A tick's label as plain SVG text. visx's own (its Text) measures the width of every label in
 * the page's DOM before drawing it, a forced layout of the whole page for each new label, though
 * only wrapping or scaling to fit use the width; on the player page these were among the largest
 * script costs after hydration (a phone's CPU, Lighthouse's total blocking time).
 */
function TickLabel({
  x,
  y,
  dx,
  dy,
  textAnchor,
  className,
  fill,
  fontSize,
  fontFamily,
  formattedValue,
}: TickRendererProps) {
  return (
    <text
      x={x}
      y={y}
      dx={dx}
      dy={dy}
      textAnchor={textAnchor}
      className={className}
      fill={fill}
      fontSize={fontSize}
      fontFamily={fontFamily}
    >
      {formattedValue}
    </text>
  );
}

/** A label cut to fit its column (about 7 px a character at 13 px), with an ellipsis. */
function fit(label: string, width: number) {
  const room = Math.max(3, Math.floor(width / 7));
  return label.length <= room ? label : `${label.slice(0, room - 1)}…`;
}

/** The extent shared by the rows that bring no domain of their own, from 0 up. */
function sharedDomain(rows: readonly RangeDatum[]): [number, number] {
  const top = Math.max(0, ...rows.filter((r) => !r.domain).map((r) => r.high));
  return [Math.min(0, ...rows.map((r) => r.low)), top > 0 ? top : 1];
}

export function RangeDrawing({
  rows,
  format,
  height,
}: {
  rows: readonly RangeDatum[];
  format: FormatValue;
  height: number;
}) {
  const [ref, width] = useElementWidth<HTMLDivElement>(600);
  const labelWidth = Math.min(160, Math.round(width * LABEL_SHARE));
  const plotWidth = Math.max(40, width - labelWidth - VALUE_WIDTH - 12);
  const shared = sharedDomain(rows);
  return (
    <div ref={ref} className="chart__canvas">
      <svg width={width} height={height} aria-hidden="true" focusable="false">
        {rows.map((row, i) => {
          const x = scaleLinear<number>({
            domain: [...(row.domain ?? shared)],
            range: [0, plotWidth],
            clamp: true,
          });
          const mid = RANGE_ROW_HEIGHT / 2;
          return (
            <Group key={row.key} top={i * RANGE_ROW_HEIGHT + 4}>
              <text className="chart__label" x={0} y={mid + 4}>
                {fit(row.label, labelWidth - 6)}
              </text>
              <Group left={labelWidth}>
                {/* The whole scale, faint, so a short bar reads as short. */}
                <Line
                  className="chart__track"
                  from={{ x: 0, y: mid }}
                  to={{ x: plotWidth, y: mid }}
                />
                <Bar
                  className="chart__range"
                  x={x(row.low)}
                  y={mid - 4}
                  width={Math.max(2, x(row.high) - x(row.low))}
                  height={8}
                  rx={4}
                />
                <circle className="chart__dot" cx={x(row.value)} cy={mid} r={6} />
              </Group>
              <text className="chart__value" x={labelWidth + plotWidth + 12} y={mid + 4}>
                <tspan className="chart__value-main">{format(row.value)}</tspan>
                <tspan className="chart__value-range">{` ${format(row.low)}–${format(row.high)}`}</tspan>
              </text>
            </Group>
          );
        })}
      </svg>
    </div>
  );
}

const MARGIN = { top: 12, right: 16, bottom: 28, left: 44 };
const Y_TICKS = 4;
/** A tick label's character at 11 px, a little over a digit's width, so the label always fits. */
const TICK_CHAR_WIDTH = 6.6;
const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);
const shortDay = (date: Date) => `${date.getUTCMonth() + 1}.${date.getUTCDate()}`;

export function BandLineDrawing({
  points,
  format,
  height,
}: {
  points: readonly BandPoint[];
  format: FormatValue;
  height: number;
}) {
  const [ref, width] = useElementWidth<HTMLDivElement>(600);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const top = Math.max(...points.map((p) => p.high), 0);
  const y = scaleLinear<number>({
    domain: [Math.min(0, ...points.map((p) => p.low)), top > 0 ? top : 1],
    range: [innerHeight, 0],
    nice: true,
  });
  // Room for the longest value label ('$2,500,000' did not fit the fixed 44 px and was cut).
  const left = Math.max(
    MARGIN.left,
    ...y.ticks(Y_TICKS).map((v) => Math.ceil(format(v).length * TICK_CHAR_WIDTH) + 10),
  );
  const innerWidth = Math.max(40, width - left - MARGIN.right);
  const first = points[0] ? dayDate(points[0].x) : new Date(0);
  const last = points.at(-1) ? dayDate(points.at(-1)!.x) : new Date(0);
  const x = scaleUtc<number>({
    // One point still needs a span to sit in: a day either side.
    domain:
      first.getTime() === last.getTime()
        ? [new Date(+first - 864e5), new Date(+last + 864e5)]
        : [first, last],
    range: [0, innerWidth],
  });
  const px = (p: BandPoint) => x(dayDate(p.x));
  const ticks = width < 480 ? 3 : 6;
  return (
    <div ref={ref} className="chart__canvas">
      <svg width={width} height={height} aria-hidden="true" focusable="false">
        <Group left={left} top={MARGIN.top}>
          <Area<BandPoint>
            className="chart__band"
            data={[...points]}
            x={px}
            y0={(p) => y(p.low)}
            y1={(p) => y(p.high)}
          />
          <LinePath<BandPoint>
            className="chart__line"
            data={[...points]}
            x={px}
            y={(p) => y(p.value)}
          />
          {points.map((p) => (
            <circle key={p.x} className="chart__dot" cx={px(p)} cy={y(p.value)} r={3.5} />
          ))}
          <AxisLeft
            scale={y}
            numTicks={Y_TICKS}
            tickFormat={(v) => format(Number(v))}
            axisClassName="chart__axis"
            tickLabelProps={{ className: 'chart__tick', fill: 'currentColor', fontSize: 11 }}
            tickComponent={TickLabel}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            numTicks={ticks}
            tickFormat={(v) => shortDay(v instanceof Date ? v : new Date(Number(v)))}
            axisClassName="chart__axis"
            tickLabelProps={{ className: 'chart__tick', fill: 'currentColor', fontSize: 11 }}
            tickComponent={TickLabel}
          />
        </Group>
      </svg>
    </div>
  );
}
