import type { ValueMethod } from '@hoopdex/contract';
import { TableRegion } from '../../../components/ui/table-region';
import { formatDollars, formatInput } from '../utils/value-format';
import './value.css';

/** The method answer as a page: every formula, rate and league level, each with its source. */
export function ValueMethodView({ method }: { method: ValueMethod }) {
  return (
    <div className="value-method">
      <p className="value-method__disclaimer">
        <strong>{method.disclaimer}</strong>
      </p>
      <p>{method.summary}</p>
      <h2>The parts</h2>
      <dl className="value-method__parts">
        {method.parts.map((p) => (
          <div key={p.key}>
            <dt>{p.label}</dt>
            <dd>{p.formula}</dd>
          </div>
        ))}
      </dl>
      <h2>Rates</h2>
      <TableRegion caption="Every rate the value uses" hideCaption className="data-table">
        <thead>
          <tr>
            <th scope="col">Rate</th>
            <th scope="col">Value</th>
            <th scope="col">Unit</th>
            <th scope="col">Source</th>
          </tr>
        </thead>
        <tbody>
          {method.rates.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              <td className="value-inputs__number">{formatInput(r.value)}</td>
              <td>{r.unit}</td>
              <td>
                {r.url ? (
                  <a href={r.url} rel="noreferrer">
                    {r.source}
                  </a>
                ) : (
                  r.source
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
      <h2>League levels</h2>
      <TableRegion caption="Each league's base and market" hideCaption className="data-table">
        <thead>
          <tr>
            <th scope="col">League</th>
            <th scope="col">Base (a year, at league-average production)</th>
            <th scope="col">Market (× Exposure)</th>
          </tr>
        </thead>
        <tbody>
          {method.leagues.map((l) => (
            <tr key={l.league}>
              <th scope="row">{l.label}</th>
              <td className="value-inputs__number">{formatDollars(l.base)}</td>
              <td className="value-inputs__number">×{formatInput(l.market)}</td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
      <h2>The range</h2>
      <p>{method.range}</p>
      <h2>Why it moved: the ledger</h2>
      <p>{method.ledger}</p>
      <h2>Against the market</h2>
      <p>
        The demo world's top college values are checked against{' '}
        <a href={method.reference.url} rel="noreferrer">
          {method.reference.label}
        </a>
        : {formatDollars(method.reference.low)} to {formatDollars(method.reference.high)}.
      </p>
    </div>
  );
}
