import { Link, useSearchParams } from 'react-router';
import { pageFromSearch } from '../../components/ui/page-param';
import { Pager } from '../../components/ui/pager';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { Skeleton } from '../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../components/ui/state-views';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth';
import { useUpdateParams } from '../../lib/use-update-params';
import { QUEUE_PAGE_SIZE, queueStateFrom, useReportQueue, type QueueState } from '../../features/moderation/api/moderation-api';
import { ModerationItem } from '../../features/moderation/components/moderation-item';
import '../../features/moderation/components/moderation.css';

const states: { value: QueueState; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'hidden', label: 'Hidden' },
  { value: 'all', label: 'All' },
];

/** /studio/moderation?state=&page=: the admins' queue of reported items (issue 23). */
export function StudioModerationRoute() {
  useDocumentTitle('Moderation');
  const { user, status } = useSession();
  const [search] = useSearchParams();
  const [, update] = useUpdateParams();
  const state = queueStateFrom(search);
  const page = pageFromSearch(search);
  const isAdmin = user?.role === 'admin';
  const queue = useReportQueue(state, page, isAdmin);

  let body;
  if (status === 'loading' || (isAdmin && queue.isPending)) body = <Skeleton height={300} label="Loading reports" />;
  else if (!isAdmin)
    body = (
      <EmptyState>
        <p>
          Only Hoopdex admins moderate reports. <Link to={paths.studio()}>Back to the Studio</Link>
        </p>
      </EmptyState>
    );
  else if (queue.isError) body = <ErrorState what="the reports" error={queue.error} onRetry={() => void queue.refetch()} />;
  else
    body = (
      <>
        {queue.data && queue.data.items.length === 0 ? (
          <EmptyState>
            <p>Nothing to review.</p>
          </EmptyState>
        ) : (
          <ul className="moderation-queue">
            {queue.data?.items.map((item) => <ModerationItem key={item.content_id} item={item} />)}
          </ul>
        )}
        <Pager page={page} pageCount={Math.max(1, Math.ceil((queue.data?.rowCount ?? 0) / QUEUE_PAGE_SIZE))} label="Pages of reports" />
      </>
    );
  return (
    <section className="page studio-page">
      <p>
        <Link to={paths.studio()}>← Studio</Link>
      </p>
      <h1>Moderation</h1>
      {isAdmin ? (
        <SegmentedControl label="Show" options={states} value={state} onChange={(v) => update({ state: v === 'open' ? undefined : v, page: undefined })} />
      ) : null}
      {body}
    </section>
  );
}
