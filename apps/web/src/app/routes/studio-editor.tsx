import { Link, useNavigate, useParams } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { EmptyState, ErrorState, isNotFound } from '../../components/ui/state-views';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth';
import { MarkdownBody } from '../../features/content/components/markdown-body';
import { useStudioItem } from '../../features/studio/api/get-studio-item';
import type { StudioItem } from '../../features/studio/api/studio-types';
import { ArticleForm } from '../../features/studio/components/article-form';
import { PostForm } from '../../features/studio/components/post-form';
import { PublishGate } from '../../features/studio/components/publish-gate';
import { StatusBadge } from '../../features/studio/components/status-badge';
import { VideoForm } from '../../features/studio/components/video-form';
import { canPublish } from '../../features/studio/utils/can-publish';
import { AttachFilm } from '../../features/film/components/attach-film';
import '../../features/studio/components/studio.css';

type Kind = 'article' | 'post' | 'video';
const kindOf = (item: StudioItem): Kind => (item.content_type === 'user_post' ? 'post' : item.content_type);
const headings: Record<Kind, [string, string]> = {
  article: ['New article', 'Edit article'],
  post: ['New post', 'Edit post'],
  video: ['New video', 'Edit video'],
};

/** A hosted video whose transcode is done: it can become a game's film (decision 0023). */
const isReadyHostedVideo = (item: StudioItem) =>
  item.content_type === 'video' &&
  item.video?.type === 'hosted' &&
  !!item.video.stream_url &&
  (item.status === 'ready' || item.status === 'published');

/** /studio/new/{article|post|video} and /studio/{id}/edit (issue 23). */
export function StudioEditorRoute() {
  const { kind: kindParam, id: idParam } = useParams();
  const id = idParam ? Number(idParam) : null;
  const validId = id !== null && Number.isInteger(id) && id > 0;
  const { user, status } = useSession();
  const allowed = canPublish(user);
  const item = useStudioItem(validId ? id : 0, validId && allowed);
  const navigate = useNavigate();
  const kind: Kind | null = item.data ? kindOf(item.data) : kindParam === 'article' || kindParam === 'post' || kindParam === 'video' ? kindParam : null;
  const heading = kind ? headings[kind][id === null ? 0 : 1] : 'Studio';
  useDocumentTitle(heading);
  const done = () => navigate(paths.studio());

  let content;
  if (status === 'loading' || (validId && allowed && item.isPending)) content = <Skeleton height={400} label="Loading the editor" />;
  else if (!allowed) content = <PublishGate />;
  else if ((id !== null && !validId) || isNotFound(item.error) || kind === null)
    content = (
      <EmptyState>
        <p>
          There is nothing to edit here. <Link to={paths.studio()}>Back to the Studio</Link>
        </p>
      </EmptyState>
    );
  else if (item.isError) content = <ErrorState what="this item" error={item.error} onRetry={() => void item.refetch()} />;
  else {
    const data = item.data ?? null;
    content = (
      <>
        {data ? (
          <p>
            <StatusBadge item={data} />
            {data.status === 'hidden' && data.status_message ? <span> Hidden by a moderator: {data.status_message}</span> : null}
          </p>
        ) : null}
        {kind === 'article' ? (
          <ArticleForm item={data} renderPreview={(html) => <MarkdownBody source={html} />} onPublished={done} />
        ) : kind === 'post' ? (
          <PostForm item={data} onPublished={done} />
        ) : (
          <VideoForm item={data} onPublished={done} />
        )}
        {data && isReadyHostedVideo(data) ? <AttachFilm itemId={data.id} players={data.players} /> : null}
      </>
    );
  }
  return (
    <section className="page studio-page">
      <p>
        <Link to={paths.studio()}>← Studio</Link>
      </p>
      <h1>{heading}</h1>
      {content}
    </section>
  );
}
