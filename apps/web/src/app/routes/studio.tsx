import { Link, useSearchParams } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth';
import { useUpdateParams } from '../../lib/use-update-params';
import { PublishGate } from '../../features/studio/components/publish-gate';
import { StudioItems } from '../../features/studio/components/studio-items';
import { StudioSearch } from '../../features/studio/components/studio-search';
import { canPublish } from '../../features/studio/utils/can-publish';
import { studioQueryFrom } from '../../features/studio/utils/list-query';
import '../../features/studio/components/studio.css';

/** /studio: a publisher's own articles, posts and videos (issue 23); a fan learns how to publish. */
export function StudioRoute() {
  useDocumentTitle('Studio');
  const { user, status } = useSession();
  const [search] = useSearchParams();
  const [, updateParams] = useUpdateParams();
  const query = studioQueryFrom(search);

  if (status === 'loading') {
    return (
      <section className="page studio-page">
        <h1>Studio</h1>
        <Skeleton height={200} label="Loading the Studio" />
      </section>
    );
  }
  if (!canPublish(user)) {
    return (
      <section className="page studio-page">
        <h1>Studio</h1>
        <PublishGate />
      </section>
    );
  }
  return (
    <section className="page studio-page">
      <div className="studio-page__head">
        <h1>Studio</h1>
        <nav aria-label="Create" className="studio-page__new">
          <Link className="button" to={paths.studioNew('article')}>
            New article
          </Link>
          <Link className="button" to={paths.studioNew('post')}>
            New post
          </Link>
          <Link className="button" to={paths.studioNew('video')}>
            New video
          </Link>
          {user?.role === 'admin' ? (
            <Link className="button button--ghost" to={paths.studioModeration()}>
              Moderation
            </Link>
          ) : null}
        </nav>
      </div>
      <StudioSearch
        key={query.q ?? ''}
        initial={query.q ?? ''}
        onSearch={(q) => updateParams({ q, page: undefined })}
      />
      <StudioItems query={query} />
    </section>
  );
}
