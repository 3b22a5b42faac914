import type { ValueLedgerEntry } from '@hoopdex/contract';
import { BandLineChart } from '../../../components/charts/band-line-chart';
import { formatDollars } from '../utils/value-format';

/**
 * The value at each change of the ledger, drawn by the site's chart (decision 0029, its drawing
 * in its own lazy chunk). The ledger keeps each date's value, not its range: the band is the line.
 */
export function ValueChart({ ledger }: { ledger: ValueLedgerEntry[] }) {
  if (ledger.length < 2) return <p className="muted">Not enough changes to draw yet.</p>;
  const first = ledger[0]!;
  const last = ledger.at(-1)!;
  return (
    <div className="value-chart">
      <BandLineChart
        title="Hoopdex Value over time"
        points={ledger.map((e) => ({ x: e.date, value: e.value, low: e.value, high: e.value }))}
        format={formatDollars}
        dateName="Date"
        valueName="Value"
        rangeName="Value on that date"
        legend={{ value: 'Value', range: 'each change of the ledger' }}
      />
      <p className="muted">
        From {formatDollars(first.value)} on {first.date} to {formatDollars(last.value)} on{' '}
        {last.date}, in {ledger.length} changes.
      </p>
    </div>
  );
}
