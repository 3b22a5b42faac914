import { Link, useParams, useSearchParams } from 'react-router';
import { Pager, pageFromSearch } from '../../components/ui/pager';
import { EmptyState, ErrorState } from '../../components/ui/state-views';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { paths } from '../../config/paths';
import { VideoGrid } from '../../features/content/components/video-grid';
import {
  VIDEO_RESULTS_PAGE_SIZE,
  useVideoResults,
} from '../../features/search/api/get-search-results';
import '../../components/ui/pager.css';

/** /view-all-video-results/{keyword}?page=N: every video matching a search, a page at a time. */
export function ViewAllVideoResultsRoute() {
  const { keyword = '' } = useParams();
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const results = useVideoResults(keyword, page);
  const pageCount = Math.ceil((results.data?.rowCount ?? 0) / VIDEO_RESULTS_PAGE_SIZE);
  useDocumentTitle(`Videos: ${keyword}`);
  usePageMeta({ description: `All videos matching “${keyword}”.` });

  return (
    <div className="page view-all">
      <p>
        <Link to={paths.search(keyword)}>← All results for “{keyword}”</Link>
      </p>
      <h1>
        Videos matching “{keyword}”
        {results.data ? <span className="muted"> ({results.data.rowCount})</span> : null}
      </h1>
      {results.isError ? (
        <ErrorState
          what="the videos"
          error={results.error}
          onRetry={() => void results.refetch()}
        />
      ) : results.data && results.data.data.length === 0 ? (
        <EmptyState>
          <p>
            No videos match “{keyword}”{page > 1 ? ' on this page' : ''}.{' '}
            <Link to={paths.search(keyword)}>Back to all results</Link>
          </p>
        </EmptyState>
      ) : (
        <VideoGrid
          items={results.data?.data}
          loading={results.isPending}
          placeholders={VIDEO_RESULTS_PAGE_SIZE}
          label="Video results"
        />
      )}
      <Pager page={page} pageCount={pageCount} label="Video result pages" />
    </div>
  );
}
