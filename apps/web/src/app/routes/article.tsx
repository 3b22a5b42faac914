import { Link, useParams } from 'react-router';
import { ErrorState, isNotFound, NotFoundPage } from '../../components/ui/state-views';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { paths } from '../../config/paths';
import { followTypeFor } from '../../lib/creator';
import { CommentsSection } from '../../features/comments/components/comments-section';
import { isArticleId, useArticle } from '../../features/content/api/get-article';
import { ArticleSkeleton, ArticleView } from '../../features/content/components/article-view';
import { MoreByCreator } from '../../features/content/components/more-by-creator';
import { FollowButton } from '../../features/follows/components/follow-button';
import { LikeButton } from '../../features/likes/components/like-button';
import { ReportButton } from '../../features/moderation/components/report-button';

/** First words of a markdown body, as plain text for the meta description. */
const summary = (body: string | null | undefined) =>
  body
    ?.replace(/[#*_>`[\]()-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim() ?? null;

/** The page of an article that does not exist (also the route's 404 from the server, decision 0037). */
export function ArticleNotFound() {
  return (
    <NotFoundPage title="Article not found">
      We couldn’t find this article. <Link to={paths.home()}>Go to Discover</Link>
    </NotFoundPage>
  );
}

/** /article/{id}: the article, like, related articles and comments. */
export function ArticleRoute() {
  const { id = '' } = useParams();
  const article = useArticle(id, isArticleId(id));
  const item = article.data;
  const missing = isNotFound(article.error) || !isArticleId(id);
  const title = item?.content.title ?? (missing ? 'Article not found' : 'Article');
  useDocumentTitle(title);
  usePageMeta({
    description: summary(item?.content.body),
    og: item ? { title, type: 'article', image: item.content.image } : null,
  });

  if (missing) return <ArticleNotFound />;
  const followType = item ? followTypeFor(item.creator) : null;
  return (
    <div className="page article-page">
      {article.isError ? (
        <ErrorState
          what="this article"
          error={article.error}
          onRetry={() => void article.refetch()}
        />
      ) : !item ? (
        <ArticleSkeleton />
      ) : (
        <>
          <ArticleView
            article={item}
            follow={
              followType ? (
                <FollowButton slug={item.creator.profile_key} followType={followType} />
              ) : null
            }
            like={
              <>
                <LikeButton contentId={item.id} initialCount={item.like_count} />
                <ReportButton contentId={item.id} what="article" />
              </>
            }
          />
          <div className="article-related">
            <MoreByCreator item={item} kind="article" title="Related articles" />
          </div>
          <CommentsSection contentId={item.id} />
        </>
      )}
    </div>
  );
}
