import { SCOUT_LIST_NAME_MAX } from '@hoopdex/contract/field-limits';
import { useState, type FormEvent } from 'react';
import { ErrorState } from '../../../components/ui/state-views';
import { useCreateBoard } from '../api/create-board';
import { useDeleteBoard } from '../api/delete-board';
import { downloadBoardCsv } from '../api/export-board-csv';
import { useScoutBoard } from '../api/get-scout-board';
import { useScoutBoards } from '../api/get-scout-boards';
import { useSetBoardItems } from '../api/set-board-items';
import { BoardLink } from './board-link';
import './scouting.css';

function BoardItems({
  id,
  name,
  selectedSlug,
  selectedName,
}: {
  id: number;
  name: string;
  selectedSlug?: string;
  selectedName?: string;
}) {
  const board = useScoutBoard(id);
  const setItems = useSetBoardItems(id);
  const [exportError, setExportError] = useState(false);
  if (board.isPending) return <p className="muted">Loading board…</p>;
  if (board.isError)
    return (
      <ErrorState what="this board" error={board.error} onRetry={() => void board.refetch()} />
    );
  const items = board.data.items ?? [];
  const slugs = items.map((i) => i.player.slug);
  const move = (from: number, to: number) => {
    const next = [...slugs];
    const [slug] = next.splice(from, 1);
    next.splice(to, 0, slug!);
    setItems.mutate(next);
  };
  return (
    <>
      <div className="scout-row-actions">
        {selectedSlug && !slugs.includes(selectedSlug) ? (
          <button
            type="button"
            className="button"
            onClick={() => setItems.mutate([...slugs, selectedSlug])}
          >
            Add {selectedName ?? selectedSlug} to {name}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--ghost"
          onClick={() =>
            downloadBoardCsv({ id, name }).then(
              () => setExportError(false),
              () => setExportError(true),
            )
          }
        >
          Export board CSV
        </button>
      </div>
      <BoardLink board={board.data} />
      {exportError ? (
        <p className="error-text" role="alert">
          The export failed. Please try again.
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="muted">
          This board is empty. Select a player in the table, then add them here.
        </p>
      ) : (
        <ol aria-label={`Players on ${name}`} aria-busy={setItems.isPending}>
          {items.map((item, i) => {
            const who = `${item.player.firstname} ${item.player.lastname}`;
            return (
              <li key={item.player.slug}>
                {who}
                <span className="scout-row-actions">
                  <button
                    type="button"
                    className="link-button"
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                    aria-label={`Move ${who} up`}
                  >
                    Up
                  </button>
                  <button
                    type="button"
                    className="link-button"
                    disabled={i === items.length - 1}
                    onClick={() => move(i, i + 1)}
                    aria-label={`Move ${who} down`}
                  >
                    Down
                  </button>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => setItems.mutate(slugs.filter((s) => s !== item.player.slug))}
                    aria-label={`Remove ${who} from ${name}`}
                  >
                    Remove
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}

/** Named, ordered lists of players (big boards), private to the scout. */
export function BoardsPanel({
  selectedSlug,
  selectedName,
}: {
  selectedSlug?: string;
  selectedName?: string;
}) {
  const boards = useScoutBoards();
  const create = useCreateBoard();
  const remove = useDeleteBoard();
  const [name, setName] = useState('');
  const [activeId, setActiveId] = useState<number>();
  const active = boards.data?.find((b) => b.id === activeId) ?? boards.data?.[0];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    create.mutate(name.trim(), { onSuccess: (board) => (setName(''), setActiveId(board.id)) });
  };
  return (
    <section aria-labelledby="boards-title">
      <h2 id="boards-title">Boards</h2>
      <form onSubmit={submit}>
        <label>
          New board name
          <input value={name} onChange={(e) => setName(e.target.value)} maxLength={SCOUT_LIST_NAME_MAX} required />
        </label>
        <button type="submit" className="button" disabled={create.isPending}>
          Create board
        </button>
      </form>
      {boards.isError ? (
        <ErrorState what="your boards" error={boards.error} onRetry={() => void boards.refetch()} />
      ) : boards.data?.length && active ? (
        <>
          <label className="scout-board-select">
            Board{' '}
            <select value={active.id} onChange={(e) => setActiveId(Number(e.target.value))}>
              {boards.data.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name} ({b.item_count})
                </option>
              ))}
            </select>
          </label>{' '}
          <button type="button" className="link-button" onClick={() => remove.mutate(active.id)}>
            Delete board
          </button>
          <BoardItems
            key={active.id}
            id={active.id}
            name={active.name}
            selectedSlug={selectedSlug}
            selectedName={selectedName}
          />
        </>
      ) : (
        <p className="muted">{boards.isPending ? 'Loading…' : 'No boards yet.'}</p>
      )}
    </section>
  );
}
