import { SCOUT_LIST_NAME_MAX } from '@hoopdex/contract/field-limits';
import type { SavedFilter } from '@hoopdex/contract';
import { useState, type FormEvent } from 'react';
import { ErrorState } from '../../../components/ui/state-views';
import {
  useCreateSavedFilter,
  useDeleteSavedFilter,
  useSavedFilters,
  type SavedFilterInput,
} from '../api/saved-filters';
import './scouting.css';

type SavedFiltersPanelProps = {
  /** The table's current settings, as a saved filter stores them. */
  current: Omit<SavedFilterInput, 'name'>;
  onApply: (filter: SavedFilter) => void;
};

/** Name and keep the current table settings; apply or delete them later. */
export function SavedFiltersPanel({ current, onApply }: SavedFiltersPanelProps) {
  const filters = useSavedFilters();
  const create = useCreateSavedFilter();
  const remove = useDeleteSavedFilter();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate({ ...current, name: name.trim() }, { onSuccess: () => setName('') });
  };
  return (
    <section aria-labelledby="saved-filters-title">
      <h2 id="saved-filters-title">Saved filters</h2>
      <form onSubmit={submit}>
        <label>
          Filter name
          <input value={name} onChange={(e) => setName(e.target.value)} maxLength={SCOUT_LIST_NAME_MAX} required />
        </label>
        <button type="submit" className="button" disabled={create.isPending}>
          Save current filter
        </button>
      </form>
      {create.isError ? (
        <p className="error-text" role="alert">
          {create.error.message}
        </p>
      ) : null}
      {filters.isError ? (
        <ErrorState
          what="your saved filters"
          error={filters.error}
          onRetry={() => void filters.refetch()}
        />
      ) : filters.data?.length ? (
        <ul>
          {filters.data.map((f) => (
            <li key={f.id}>
              {f.name}
              <span className="scout-row-actions">
                <button
                  type="button"
                  className="link-button"
                  onClick={() => onApply(f)}
                  aria-label={`Apply ${f.name}`}
                >
                  Apply
                </button>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => remove.mutate(f.id)}
                  aria-label={`Delete ${f.name}`}
                >
                  Delete
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{filters.isPending ? 'Loading…' : 'No saved filters yet.'}</p>
      )}
    </section>
  );
}
