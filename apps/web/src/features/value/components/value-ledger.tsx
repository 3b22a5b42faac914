import type { ValueLedgerEntry } from '@hoopdex/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { formatChange, formatDollars } from '../utils/value-format';

const FIRST_SHOWN = 5;

/** Every change of the value, newest first, each split into its causes (they sum to it). */
export function ValueLedger({ ledger }: { ledger: ValueLedgerEntry[] }) {
  const [all, setAll] = useState(false);
  if (ledger.length === 0) return <p className="muted">No change yet.</p>;
  const newest = [...ledger].reverse();
  const shown = all ? newest : newest.slice(0, FIRST_SHOWN);
  return (
    <>
      <ol className="value-ledger" aria-label="Changes of the value, newest first">
        {shown.map((e) => (
          <li key={e.date + e.value} className="value-ledger__entry">
            <p className="value-ledger__head">
              <span>{formatDate(`${e.date}T12:00:00Z`)}</span>{' '}
              <strong className={e.change >= 0 ? 'value-up' : 'value-down'}>
                {formatChange(e.change)}
              </strong>{' '}
              <span className="muted">to {formatDollars(e.value)}</span>
            </p>
            <ul className="value-ledger__causes">
              {e.causes.map((c, i) => (
                <li key={i}>
                  <span className="value-ledger__amount">{formatChange(c.amount)}</span>{' '}
                  {c.link ? <Link to={c.link}>{c.reason}</Link> : c.reason}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {ledger.length > FIRST_SHOWN ? (
        <button type="button" className="button button--ghost" onClick={() => setAll((v) => !v)}>
          {all ? 'Show fewer changes' : `Show all ${ledger.length} changes`}
        </button>
      ) : null}
    </>
  );
}
