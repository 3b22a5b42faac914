import { useEffect, useId, useState } from 'react';
import { ComboboxList } from '../../../components/combobox/combobox-list';
import { useCombobox } from '../../../components/combobox/use-combobox';
import { searchPlayerOptions, type PlayerOption } from '../api/search-players';
import type { TaggedPlayer } from '../api/studio-types';

type PlayersPickerProps = { value: TaggedPlayer[]; onChange: (players: TaggedPlayer[]) => void; label?: string };

/**
 * Tag players: search by name, pick from the suggestions (a combobox, issue 34: ArrowDown, Enter;
 * or a click), remove with the × on each tag.
 */
export function PlayersPicker({ value, onChange, label = 'Tagged players' }: PlayersPickerProps) {
  const id = useId();
  const listId = useId();
  const [text, setText] = useState('');
  const [dismissed, setDismissed] = useState(false);
  const [results, setResults] = useState<PlayerOption[]>([]);
  const [searching, setSearching] = useState(false);

  useEffect(() => {
    const q = text.trim();
    if (q.length < 2) {
      setResults([]);
      return;
    }
    const abort = new AbortController();
    setSearching(true);
    // A short pause so each keystroke does not become a request.
    const timer = setTimeout(() => {
      searchPlayerOptions(q, abort.signal)
        .then(setResults, () => setResults([]))
        .finally(() => setSearching(false));
    }, 250);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [text]);

  const add = (player: PlayerOption) => {
    if (!value.some((p) => p.slug === player.slug)) onChange([...value, { slug: player.slug, name: player.name }]);
    setText('');
    setResults([]);
  };
  const shown = results.filter((r) => !value.some((p) => p.slug === r.slug));
  const combobox = useCombobox({
    listId,
    options: shown,
    optionKey: (p) => p.slug,
    expanded: !dismissed && shown.length > 0,
    onPick: add,
    onDismiss: () => setDismissed(true),
  });
  return (
    <fieldset className="studio-field players-picker">
      <legend>{label}</legend>
      {value.length > 0 ? (
        <ul className="players-picker__tags">
          {value.map((p) => (
            <li key={p.slug}>
              {p.name}
              <button type="button" className="players-picker__remove" aria-label={`Remove ${p.name}`} onClick={() => onChange(value.filter((x) => x.slug !== p.slug))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={id}>Find a player to tag</label>
      <input
        id={id}
        type="search"
        {...combobox.inputProps}
        value={text}
        autoComplete="off"
        onChange={(e) => {
          setText(e.target.value);
          setDismissed(false);
        }}
        onKeyDown={(e) => {
          // Enter with nothing highlighted must not submit the item's form.
          if (!combobox.onKeyDown(e) && e.key === 'Enter') e.preventDefault();
        }}
      />
      <p role="status" className="visually-hidden">
        {searching ? 'Searching' : text.trim().length >= 2 ? `${shown.length} players found` : ''}
      </p>
      {combobox.inputProps['aria-expanded'] ? (
        <ComboboxList
          combobox={combobox}
          id={listId}
          label="Players found"
          className="players-picker__results"
          optionClassName="players-picker__option"
          options={shown}
          optionKey={(p) => p.slug}
          onPick={add}
          renderOption={(p) => `${p.name}${p.team ? ` (${p.team})` : ''}`}
        />
      ) : null}
    </fieldset>
  );
}
