import { useState } from 'react';
import { Link } from 'react-router';
import { FormErrors } from '../../../components/forms/form-errors';
import { errorLines } from '../../../components/forms/use-submit';
import { Pager } from '../../../components/ui/pager';
import { EmptyState, ErrorState } from '../../../components/ui/state-views';
import { paths } from '../../../config/paths';
import { STUDIO_PAGE_SIZE, useStudioItems } from '../api/get-studio-items';
import { useDeleteContent, useRetryTranscode, useUpdateContent } from '../api/save-content';
import type { StudioListQuery } from '../api/studio-keys';
import type { StudioItem } from '../api/studio-types';
import { itemName } from '../utils/status-labels';
import { ConfirmDialog } from './confirm-dialog';
import { StatusFilter } from './status-filter';
import { StudioItemRow } from './studio-item-row';
import { StudioListSkeleton } from './studio-list-skeleton';

/** The author's items for the URL's status, search and page, with the actions on each. */
export function StudioItems({ query }: { query: StudioListQuery }) {
  const list = useStudioItems(query);
  const remove = useDeleteContent();
  const update = useUpdateContent();
  const retry = useRetryTranscode();
  const [toDelete, setToDelete] = useState<StudioItem | null>(null);
  const [notice, setNotice] = useState('');
  const busy = remove.isPending || update.isPending || retry.isPending;
  const actionError = update.error ?? retry.error;

  const confirmDelete = () => {
    if (!toDelete) return;
    const name = itemName(toDelete);
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        setNotice(`Deleted “${name}”.`);
      },
    });
  };
  const unpublish = (item: StudioItem) =>
    update.mutate(
      { id: item.id, body: { status: 'draft', publish_at: null } },
      { onSuccess: () => setNotice(`“${itemName(item)}” is a draft again.`) },
    );

  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.rowCount / STUDIO_PAGE_SIZE)) : 1;
  return (
    <>
      <StatusFilter
        counts={data?.counts}
        current={query.status as StudioItem['status'] | undefined}
        q={query.q}
      />
      <p role="status" className="studio-notice">
        {notice}
      </p>
      {actionError ? <FormErrors lines={errorLines(actionError)} /> : null}
      {list.isPending ? (
        <StudioListSkeleton />
      ) : list.isError ? (
        <ErrorState what="your items" error={list.error} onRetry={() => void list.refetch()} />
      ) : data && data.items.length === 0 ? (
        <EmptyState>
          <p>
            {query.q || query.status ? 'Nothing matches.' : 'You have not published anything yet.'}{' '}
            <Link to={paths.studioNew('article')}>Write an article</Link>
          </p>
        </EmptyState>
      ) : (
        <ul className="studio-list" aria-busy={list.isFetching && list.isPlaceholderData}>
          {data?.items.map((item) => (
            <StudioItemRow
              key={item.id}
              item={item}
              busy={busy}
              onDelete={setToDelete}
              onUnpublish={unpublish}
              onRetry={(i) => retry.mutate(i.id)}
            />
          ))}
        </ul>
      )}
      <Pager page={query.page} pageCount={pageCount} label="Pages of your items" />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this item?"
        confirmLabel="Delete"
        busy={remove.isPending}
        error={remove.error ? errorLines(remove.error).join(' ') : null}
        onConfirm={confirmDelete}
        onCancel={() => {
          setToDelete(null);
          remove.reset();
        }}
      >
        <p>
          “{toDelete ? itemName(toDelete) : ''}” will be removed from Hoopdex everywhere: feeds,
          search, player pages and its files. This cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}
