import { useId, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSearchPlayers } from '../api/search-players';
import { playerName } from '../utils/player-format';
import './player-picker.css';

type PlayerPickerProps = {
  /** Slugs that cannot be picked again. */
  exclude: readonly string[];
  onPick: (slug: string) => void;
  disabled?: boolean;
  label?: string;
};

/** Search by name, then press a result's button to add that player. */
export function PlayerPicker({ exclude, onPick, disabled, label = 'Add a player to compare' }: PlayerPickerProps) {
  const inputId = useId();
  const [text, setText] = useState('');
  const search = useSearchPlayers(useDebouncedValue(text, 250));
  const results = (search.data ?? []).filter((p) => !exclude.includes(p.slug));
  return (
    <div className="player-picker">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type="search"
        value={text}
        placeholder="Type a name"
        disabled={disabled}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
      />
      {disabled ? <p className="muted">Up to 3 players can be compared with this one.</p> : null}
      {text.trim().length >= 2 && !disabled ? (
        <ul className="player-picker__results" aria-label="Matching players" aria-busy={search.isFetching}>
          {search.isError ? <li className="error-text">Search failed. Please try again.</li> : null}
          {search.isSuccess && results.length === 0 ? <li className="muted">No players found.</li> : null}
          {results.map((p) => (
            <li key={p.slug}>
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  onPick(p.slug);
                  setText('');
                }}
              >
                Add {playerName(p)}
              </button>
              <span className="muted"> {p.team_name ?? ''}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
