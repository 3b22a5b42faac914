import { Link, useSearchParams } from 'react-router';
import { Pager } from '../../components/ui/pager';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { useUpdateParams } from '../../lib/use-update-params';
import { EmptyState, ErrorState } from '../../components/ui/state-views';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { paths } from '../../config/paths';
import { TARGETS_PAGE_SIZE, useDraftPicks } from '../../features/draft/api/get-draft-picks';
import { useDraftYears } from '../../features/draft/api/get-draft-year';
import { DraftTable } from '../../features/draft/components/draft-table';
import { targetsViewFrom } from '../../features/draft/utils/targets-params';
import '../../features/draft/components/draft-table.css';

const orderOptions = [
  { value: 'draft', label: 'Draft order' },
  { value: 'value', label: 'Hoopdex Value' },
] as const;

/** /targets?year=&page=&sort=: the full NIL Targets list for a draft year (latest by default). */
export function TargetsRoute() {
  const [search] = useSearchParams();
  const years = useDraftYears();
  // The loader reads the URL with the same function, so it warms exactly this page.
  const { page, year, sort } = targetsViewFrom(search, years.data);
  const picks = useDraftPicks(
    TARGETS_PAGE_SIZE,
    (page - 1) * TARGETS_PAGE_SIZE,
    year,
    years.isSuccess && year !== undefined,
    sort,
  );
  const [, update] = useUpdateParams();
  const title = year ? `${year} NIL Targets` : 'NIL Targets';
  const pageCount = Math.ceil((picks.data?.rowCount ?? 0) / TARGETS_PAGE_SIZE);
  useDocumentTitle(title);
  usePageMeta({
    description: 'The NIL Targets: this draft class in order, with school and profile.',
    og: { title },
  });

  const failed = years.isError ? years : picks.isError ? picks : null;
  return (
    <div className="page targets-page">
      <h1>{title}</h1>
      {years.data && years.data.length > 1 ? (
        <nav aria-label="Draft year">
          <ul className="year-switcher">
            {years.data.map((y) => (
              <li key={y}>
                <Link
                  to={paths.targets(y === years.data[0] ? null : y)}
                  aria-current={y === year ? 'page' : undefined}
                >
                  {y}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <SegmentedControl
        label="Order"
        options={orderOptions}
        value={sort ?? 'draft'}
        onChange={(v) => update({ sort: v === 'value' ? 'value' : undefined, page: undefined })}
      />
      {sort === 'value' ? (
        <p className="muted">
          Ranked by <Link to={paths.value()}>Hoopdex Value</Link>, an index of endorsement
          opportunity, not earnings.
        </p>
      ) : null}
      {failed ? (
        <ErrorState
          what="the NIL Targets"
          error={failed.error}
          onRetry={() => void failed.refetch()}
        />
      ) : years.data?.length === 0 || picks.data?.data.length === 0 ? (
        <EmptyState>
          <p>
            No draft picks yet. <Link to={paths.home()}>Go to Discover</Link>
          </p>
        </EmptyState>
      ) : (
        <DraftTable
          picks={picks.data?.data}
          loading={picks.isFetching}
          placeholders={TARGETS_PAGE_SIZE}
          caption={sort === 'value' ? `${title} by Hoopdex Value` : title}
          showValue={sort === 'value'}
        />
      )}
      <Pager page={page} pageCount={pageCount} label="NIL Targets pages" />
    </div>
  );
}
