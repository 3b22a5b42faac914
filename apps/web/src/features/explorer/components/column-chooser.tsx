import type { StatField } from '@hoopdex/contract';
import { statFieldLabel, statFields } from '../../../lib/stat-catalog';
import { defaultColumns } from '../utils/explorer-url';

type ColumnChooserProps = { columns: readonly StatField[]; onChange: (columns: StatField[]) => void };

/** A disclosure of checkboxes, one per stat field; at least one column always stays. */
export function ColumnChooser({ columns, onChange }: ColumnChooserProps) {
  const toggle = (field: StatField, on: boolean) => {
    const next = on ? statFields.filter((f) => f === field || columns.includes(f)) : columns.filter((f) => f !== field);
    if (next.length) onChange([...next]);
  };
  return (
    <details className="column-chooser">
      <summary className="button button--ghost">Columns ({columns.length})</summary>
      <fieldset>
        <legend className="visually-hidden">Columns to show</legend>
        <button type="button" className="link-button" onClick={() => onChange(defaultColumns)}>
          Reset to default columns
        </button>
        <div className="column-chooser__grid">
          {statFields.map((field) => (
            <label key={field}>
              <input type="checkbox" checked={columns.includes(field)} onChange={(e) => toggle(field, e.target.checked)} />{' '}
              {statFieldLabel(field)}
            </label>
          ))}
        </div>
      </fieldset>
    </details>
  );
}
