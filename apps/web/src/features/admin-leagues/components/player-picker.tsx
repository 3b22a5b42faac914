import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-views';
import { findPlayers, type PlayerPick } from '../api/admin-leagues';

export const nameOf = (p: PlayerPick) => `${p.firstname} ${p.lastname}`;

/** A search box and its matches as radio buttons: one player chosen. */
export function PlayerPicker({
  legend,
  chosen,
  onChoose,
}: {
  legend: string;
  chosen: PlayerPick | null;
  onChoose: (p: PlayerPick | null) => void;
}) {
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['merge-pick', keyword.trim()],
    queryFn: () => findPlayers(keyword.trim()),
    enabled: keyword.trim().length >= 2,
  });
  return (
    <fieldset>
      <legend>{legend}</legend>
      <label htmlFor={id}>Search by name</label>
      <input
        id={id}
        type="search"
        value={keyword}
        autoComplete="off"
        onChange={(e) => {
          setKeyword(e.target.value);
          onChoose(null);
        }}
      />
      {keyword.trim().length < 2 ? null : found.isPending ? (
        <Skeleton height={48} label="Searching players" />
      ) : found.isError ? (
        <ErrorState what="the players" error={found.error} onRetry={() => void found.refetch()} />
      ) : found.data.length === 0 ? (
        <EmptyState>No player matches “{keyword.trim()}”.</EmptyState>
      ) : (
        <div className="admin-picks">
          {found.data.map((p) => (
            <label key={p.id}>
              <input
                type="radio"
                name={id}
                checked={chosen?.id === p.id}
                onChange={() => onChoose(p)}
              />{' '}
              {nameOf(p)}{' '}
              <span className="admin-muted">
                ({p.slug}
                {p.team_name ? `, ${p.team_name}` : ''})
              </span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
