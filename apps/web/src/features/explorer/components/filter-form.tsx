import type { StatField } from '@hoopdex/contract';
import { useState, type FormEvent } from 'react';
import { statFieldLabel, statFields } from '../../../lib/stat-catalog';
import { filterOps, opSymbols, type FilterOp, type NumericFilter } from '../utils/explorer-url';

type FilterFormProps = { filters: readonly NumericFilter[]; onChange: (filters: NumericFilter[]) => void };

export const describeFilter = (f: NumericFilter) => `${statFieldLabel(f.field)} ${opSymbols[f.op]} ${f.value}`;

/** Numeric filters such as 'PTS avg ≥ 20', shown as removable chips. */
export function FilterForm({ filters, onChange }: FilterFormProps) {
  const [field, setField] = useState<StatField>('pts_average');
  const [op, setOp] = useState<FilterOp>('gte');
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n)) return;
    onChange([...filters.filter((f) => !(f.field === field && f.op === op)), { field, op, value: n }]);
    setValue('');
  };
  return (
    <div className="filter-form">
      <form onSubmit={submit} aria-label="Add a filter">
        <label>
          Stat
          <select value={field} onChange={(e) => setField(e.target.value as StatField)}>
            {statFields.map((f) => (
              <option key={f} value={f}>
                {statFieldLabel(f)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Condition
          <select value={op} onChange={(e) => setOp(e.target.value as FilterOp)}>
            {filterOps.map((o) => (
              <option key={o} value={o}>
                {opSymbols[o]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Value
          <input type="number" step="any" inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} required />
        </label>
        <button type="submit" className="button">
          Add filter
        </button>
      </form>
      {filters.length ? (
        <ul className="filter-form__chips" aria-label="Active filters">
          {filters.map((f) => (
            <li key={`${f.field}-${f.op}`}>
              {describeFilter(f)}
              <button
                type="button"
                className="filter-form__remove"
                aria-label={`Remove filter ${describeFilter(f)}`}
                onClick={() => onChange(filters.filter((x) => x !== f))}
              >
                ×
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="link-button" onClick={() => onChange([])}>
              Clear filters
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
