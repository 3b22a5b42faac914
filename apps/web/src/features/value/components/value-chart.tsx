import type { ValueLedgerEntry } from '@hoopdex/contract';
import { Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDollars, formatDollarsShort } from '../utils/value-format';

/** The value at each change of the ledger, drawn by recharts (its own lazy chunk). */
export function ValueChart({ ledger }: { ledger: ValueLedgerEntry[] }) {
  if (ledger.length < 2) return <p className="muted">Not enough changes to draw yet.</p>;
  const data = ledger.map((e) => ({ date: e.date, value: e.value }));
  const first = ledger[0]!;
  const last = ledger.at(-1)!;
  return (
    <figure className="value-chart">
      <div className="value-chart__plot" aria-hidden="true">
        <ResponsiveContainer width="100%" height={220}>
          <LineChart
            data={data}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <XAxis dataKey="date" tick={{ fontSize: 12 }} minTickGap={24} />
            <YAxis tickFormatter={formatDollarsShort} width={56} tick={{ fontSize: 12 }} />
            <Tooltip formatter={(v) => formatDollars(Number(v))} />
            <Line
              type="stepAfter"
              dataKey="value"
              stroke="currentColor"
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="muted">
        From {formatDollars(first.value)} on {first.date} to {formatDollars(last.value)} on{' '}
        {last.date}, in {ledger.length} changes.
      </figcaption>
    </figure>
  );
}
