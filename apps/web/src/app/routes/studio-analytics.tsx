import { Link, useParams, useSearchParams } from 'react-router';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { Skeleton } from '../../components/ui/skeleton';
import { EmptyState, ErrorState, isNotFound } from '../../components/ui/state-views';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth';
import { useUpdateParams } from '../../lib/use-update-params';
import { analyticsRanges, useContentAnalytics } from '../../features/studio/api/get-content-analytics';
import { useStudioItem } from '../../features/studio/api/get-studio-item';
import { AnalyticsChart, AnalyticsTable } from '../../features/studio/components/analytics-chart';
import { AnalyticsTotals } from '../../features/studio/components/analytics-totals';
import { PublishGate } from '../../features/studio/components/publish-gate';
import { canPublish } from '../../features/studio/utils/can-publish';
import { itemName } from '../../features/studio/utils/status-labels';
import '../../features/studio/components/studio.css';

/** /studio/{id}/analytics?days=: how one's item is doing (issue 23). */
export function StudioAnalyticsRoute() {
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const [, update] = useUpdateParams();
  const days = analyticsRanges.find((d) => String(d) === search.get('days')) ?? 30;
  const { user, status } = useSession();
  const allowed = canPublish(user);
  const valid = Number.isInteger(id) && id > 0;
  const item = useStudioItem(valid ? id : 0, valid && allowed);
  const stats = useContentAnalytics(id, days, valid && allowed);
  const name = item.data ? itemName(item.data) : 'Item';
  useDocumentTitle(`Analytics: ${name}`);

  let body;
  if (status === 'loading') body = <Skeleton height={300} label="Loading analytics" />;
  else if (!allowed) body = <PublishGate />;
  else if (!valid || isNotFound(item.error) || isNotFound(stats.error))
    body = (
      <EmptyState>
        <p>
          No such item. <Link to={paths.studio()}>Back to the Studio</Link>
        </p>
      </EmptyState>
    );
  else if (stats.isError) body = <ErrorState what="the analytics" error={stats.error} onRetry={() => void stats.refetch()} />;
  else
    body = (
      <>
        <SegmentedControl
          label="Range"
          options={analyticsRanges.map((d) => ({ value: String(d), label: `${d} days` }))}
          value={String(days)}
          onChange={(v) => update({ days: v === '30' ? undefined : v }, { replace: true })}
        />
        {stats.data ? (
          <div aria-busy={stats.isPlaceholderData}>
            <AnalyticsTotals totals={stats.data.totals} />
            <AnalyticsChart days={stats.data.by_day} />
            <h2>By day</h2>
            <AnalyticsTable days={stats.data.by_day} />
          </div>
        ) : (
          <Skeleton height={300} label="Loading analytics" />
        )}
      </>
    );
  return (
    <section className="page studio-page">
      <p>
        <Link to={paths.studio()}>← Studio</Link>
      </p>
      <h1>Analytics: {name}</h1>
      {body}
    </section>
  );
}
