import type { Player } from '@hoopdex/contract';
import { useId, useState } from 'react';
import { ComboboxList } from '../../../components/combobox/combobox-list';
import { useCombobox } from '../../../components/combobox/use-combobox';
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

/**
 * Search by name, then pick a player from the suggestions (issue 34: a combobox, W3C APG): type,
 * ArrowDown to a name, Enter adds it; a click works too. Escape hides the list, keeping the text.
 */
export function PlayerPicker({ exclude, onPick, disabled, label = 'Add a player to compare' }: PlayerPickerProps) {
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState('');
  const [dismissed, setDismissed] = useState(false);
  const search = useSearchPlayers(useDebouncedValue(text, 250));
  const results = (search.data ?? []).filter((p) => !exclude.includes(p.slug));
  const typed = text.trim().length >= 2 && !disabled;
  const pick = (player: Player) => {
    onPick(player.slug);
    setText('');
  };
  const combobox = useCombobox({
    listId,
    options: results,
    optionKey: (p) => p.slug,
    expanded: typed && !dismissed && results.length > 0,
    onPick: pick,
    onDismiss: () => setDismissed(true),
  });
  // Told politely, not shown in the list: the listbox holds only what can be picked.
  const status = !typed
    ? ''
    : search.isError
      ? 'Search failed. Please try again.'
      : search.isSuccess && results.length === 0
        ? 'No players found.'
        : results.length > 0
          ? `${results.length} ${results.length === 1 ? 'player' : 'players'} found: use the arrow keys and Enter to add one.`
          : '';
  return (
    <div className="player-picker">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type="search"
        {...combobox.inputProps}
        value={text}
        placeholder="Type a name"
        disabled={disabled}
        autoComplete="off"
        onChange={(e) => {
          setText(e.target.value);
          setDismissed(false);
          combobox.setActiveIndex(-1);
        }}
        onKeyDown={(e) => {
          // Enter in a search field with nothing highlighted must not submit a surrounding form.
          if (!combobox.onKeyDown(e) && e.key === 'Enter') e.preventDefault();
        }}
      />
      {disabled ? <p className="muted">Up to 3 players can be compared with this one.</p> : null}
      <p
        className={search.isError ? 'error-text player-picker__status' : 'muted player-picker__status'}
        role="status"
      >
        {results.length > 0 && !search.isError ? <span className="visually-hidden">{status}</span> : status}
      </p>
      {combobox.inputProps['aria-expanded'] ? (
        <ComboboxList
          combobox={combobox}
          id={listId}
          label="Matching players"
          className="player-picker__results"
          optionClassName="player-picker__option"
          options={results}
          optionKey={(p) => p.slug}
          onPick={pick}
          renderOption={(p) => (
            <>
              <span className="player-picker__name">{playerName(p)}</span>
              {p.team_name ? <span className="muted">, {p.team_name}</span> : null}
            </>
          )}
        />
      ) : null}
    </div>
  );
}
