import type { ScoutBoard } from '@hoopdex/contract';
import { useState } from 'react';
import { useServerMarkup } from '../../../components/ui/use-server-markup';
import { paths } from '../../../config/paths';
import { useBoardLink } from '../api/share-board';

/**
 * The board's read-only link: make it public (a new unguessable link), copy it, replace it with a
 * new one (the old one stops working) or revoke it. Only notes marked public show on it.
 */
export function BoardLink({ board }: { board: Pick<ScoutBoard, 'id' | 'name' | 'share_token'> }) {
  const link = useBoardLink(board.id);
  const [copied, setCopied] = useState('');
  // A server has no window (decision 0037): the link is the site path until hydrated, then the
  // full address to copy.
  const serverMarkup = useServerMarkup();
  const url = board.share_token
    ? serverMarkup
      ? paths.publicBoard(board.share_token)
      : new URL(paths.publicBoard(board.share_token), window.location.origin).href
    : null;
  const copy = (text: string) =>
    navigator.clipboard.writeText(text).then(
      () => setCopied('Link copied'),
      () => setCopied('Select the link and copy it'),
    );
  return (
    <div className="scout-board-link" aria-busy={link.isPending}>
      {url ? (
        <>
          <label>
            Public link (read-only, anyone with it can see this board and your public notes)
            <input readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          </label>
          <div className="scout-row-actions">
            <button type="button" className="button button--ghost" onClick={() => void copy(url)}>
              Copy link
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => link.mutate('share')}
            >
              New link
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => link.mutate('revoke')}
            >
              Revoke link
            </button>
          </div>
        </>
      ) : (
        <button type="button" className="button button--ghost" onClick={() => link.mutate('share')}>
          Make {board.name} public
        </button>
      )}
      <span role="status" className={link.isError ? 'error-text' : 'muted'}>
        {link.isError
          ? 'That did not work. Please try again.'
          : url
            ? copied
            : 'This board is private.'}
      </span>
    </div>
  );
}
