import type { PlayerValue, ValuePart } from '@hoopdex/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-views';
import { TableRegion } from '../../../components/ui/table-region';
import { paths } from '../../../config/paths';
import { usePlayerValue } from '../api/get-player-value';
import { formatDollars, formatInput } from '../utils/value-format';
import { ValueLedger } from './value-ledger';
import { WhatIfForm } from './what-if-form';
import './value.css';
import { useDeferredResult } from '../../../lib/use-deferred-result';

// The chart library is its own chunk, loaded when the section shows.
const ValueChart = lazy(() => import('./value-chart').then((m) => ({ default: m.ValueChart })));

/**
 * The player page's Hoopdex Value: the value and its range, the parts with every input (so a
 * reader can recompute it with /value), the ledger of its moves and, for the player on their own
 * page, what would move it.
 */
export function ValueSection({ slug, own }: { slug: string; own: boolean }) {
  const headingId = useId();
  const value = useDeferredResult(usePlayerValue(slug));
  return (
    <section className="value" aria-labelledby={headingId} aria-busy={value.isPending}>
      <h2 id={headingId} className="value__heading">
        Hoopdex Value
      </h2>
      {value.isPending ? (
        <Skeleton height={320} label="Loading the value" />
      ) : value.isError ? (
        <ErrorState what="the value" error={value.error} onRetry={() => void value.refetch()} />
      ) : value.data.value === null ? (
        <p className="muted">No value yet: a value needs at least one game.</p>
      ) : (
        <ValueBody value={value.data} slug={slug} own={own} />
      )}
    </section>
  );
}

function ValueBody({ value, slug, own }: { value: PlayerValue; slug: string; own: boolean }) {
  const [showInputs, setShowInputs] = useState(false);
  return (
    <>
      <p className="value__figure">
        <strong data-testid="value-amount">{formatDollars(value.value!)}</strong>
        <span className="value__per"> a year</span>
      </p>
      <p className="value__range">
        Range (10th–90th percentile): {formatDollars(value.low!)} – {formatDollars(value.high!)}
      </p>
      <p className="muted value__disclaimer">
        {value.disclaimer} <Link to={paths.value()}>How it is computed</Link>
      </p>
      <ul className="value__parts" aria-label="Parts of the value">
        {value.parts.map((p) => (
          <li key={p.key} className="value-part">
            <span className="value-part__label">{p.label}</span>
            <span className="value-part__amount">
              {p.amount === null ? 'unknown' : formatDollars(p.amount)}
            </span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--ghost"
        aria-expanded={showInputs}
        onClick={() => setShowInputs((v) => !v)}
      >
        {showInputs ? 'Hide the inputs' : 'Show the inputs'}
      </button>
      {showInputs ? value.parts.map((p) => <PartInputs key={p.key} part={p} />) : null}
      <h3 className="value__subheading">Value over time</h3>
      <Suspense fallback={<Skeleton height={220} label="Loading the chart" />}>
        <ValueChart ledger={value.ledger} />
      </Suspense>
      <h3 className="value__subheading">Why it moved</h3>
      <ValueLedger ledger={value.ledger} />
      {own ? <WhatIfForm slug={slug} value={value} /> : null}
    </>
  );
}

function PartInputs({ part }: { part: ValuePart }) {
  return (
    <div className="value-inputs">
      <TableRegion
        caption={`${part.label}: ${part.amount === null ? 'unknown' : formatDollars(part.amount)}`}
        className="data-table"
      >
        <thead>
          <tr>
            <th scope="col">Input</th>
            <th scope="col">Value</th>
            <th scope="col">Unit</th>
            <th scope="col">Source</th>
          </tr>
        </thead>
        <tbody>
          {part.inputs.map((i) => (
            <tr key={i.key}>
              <th scope="row">{i.label}</th>
              <td className="value-inputs__number">{formatInput(i.value)}</td>
              <td>{i.unit}</td>
              <td>{i.source}</td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
      <p className="muted value-inputs__formula">{part.formula}</p>
    </div>
  );
}
