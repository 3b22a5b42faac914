import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { searchPlayers, type PlayerHit } from '../api/auth-api';
import { authKeys } from '../api/query-keys';

const MIN_CHARS = 2;

/** Search a name, then pick one player from the results (radio buttons: keyboard friendly). */
export function PlayerPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (slug: string) => void;
}) {
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const term = keyword.trim();
  const results = useQuery({
    queryKey: authKeys.playerSearch(term),
    queryFn: ({ signal }) => searchPlayers(term, signal),
    enabled: term.length >= MIN_CHARS,
  });
  const players: PlayerHit[] = results.data ?? [];
  return (
    <fieldset className="auth-field">
      <legend>Your player profile</legend>
      <label htmlFor={id}>Search your name</label>
      <input
        id={id}
        type="search"
        autoComplete="off"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      {term.length >= MIN_CHARS && results.isSuccess && players.length === 0 ? (
        <p className="muted">No player found with this name.</p>
      ) : null}
      <ul className="auth-list">
        {players.map((p) => (
          <li key={p.slug}>
            <label>
              <input
                type="radio"
                name="playerSlug"
                value={p.slug}
                checked={value === p.slug}
                onChange={() => onChange(p.slug)}
              />{' '}
              {p.firstname} {p.lastname}
              {p.team_name ? <span className="muted"> · {p.team_name}</span> : null}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
